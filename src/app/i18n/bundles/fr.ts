import { byNamespace, type Messages } from '../namespaces';

/** Every namespace in this language: one chunk, loaded when the language is (see ../index.ts). */
export default byNamespace(
  import.meta.glob<Messages>(['../locales/fr.json', '../../../features/*/locales/fr.json'], { eager: true, import: 'default' }),
);
