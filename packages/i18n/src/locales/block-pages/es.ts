import type { BlockPagesDictionary } from './en';

const blockPagesEs: BlockPagesDictionary = {
  block_text_block:
    'El acceso al sitio desde tu red o región está restringido. Si crees que es un error, escribe al soporte e indica desde dónde te conectas.',
  block_text_block_ua:
    'Este navegador o aplicación no puede abrir el sitio. Usa una versión actual de Chrome, Firefox, Safari o Edge.',
  block_text_block_ie:
    'Internet Explorer ya no es compatible. Abre el sitio en una versión actual de Chrome, Firefox, Safari o Edge.',
  block_text_site_updates:
    'Estamos actualizando el sitio. Volverá en breve; tu saldo y tus apuestas abiertas están a salvo.',
  block_text_coming_soon: 'El sitio aún no está abierto en tu región. Abriremos en cuanto tengamos la licencia aquí.',
  block_text_suspension:
    'Tu cuenta está suspendida. Puedes seguir leyendo las páginas de información; para saber el motivo y qué hacer, contacta con el soporte.',
  block_contacts_link: 'Contactar con el soporte',
};

export default blockPagesEs;
