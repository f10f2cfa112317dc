import { byNamespace, type Messages } from '../namespaces';

/** This language's texts of the signed-in app (every namespace but PUBLIC_NAMESPACES): one chunk (see ../index.ts). */
export default byNamespace(
  import.meta.glob<Messages>(['../../../features/*/locales/el.json', '!../../../features/{auth,settings,shell}/locales/el.json'], { eager: true, import: 'default' }),
);
