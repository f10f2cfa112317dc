import { byNamespace, type Messages } from '../namespaces';

/** This language's texts of the public pages (PUBLIC_NAMESPACES): one chunk, loaded when the language is (see ../index.ts). */
export default byNamespace(
  import.meta.glob<Messages>(['../locales/ar.json', '../../../features/{auth,settings,shell}/locales/ar.json'], { eager: true, import: 'default' }),
);
