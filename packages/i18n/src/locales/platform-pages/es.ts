import type { PlatformPagesDictionary } from './en';

const platformPagesEs: PlatformPagesDictionary = {
  sys_home: 'Ir a la página de inicio',
  sys_new_version: 'Hay una nueva versión del sitio. Recarga la página para obtenerla.',
  sys_reload: 'Recargar',
  sys_adblock:
    'Tu bloqueador de anuncios está bloqueando partes de este sitio, así que algunas páginas y apuestas pueden no funcionar. Desactívalo para este sitio, por favor.',
  sys_500_title: 'Algo ha fallado por nuestra parte',
  sys_500_text:
    'El servidor no pudo completar tu solicitud. Tu saldo y tus apuestas están a salvo. Vuelve a intentarlo en un momento.',
  sys_500_retry: 'Reintentar',
  sys_500_support: 'Si vuelve a ocurrir, nuestro equipo de soporte te ayudará:',
  sys_500_contacts: 'Contactos de soporte',
  sys_oldbrowser_title: 'Tu navegador está desactualizado',
  sys_oldbrowser_text:
    'Este sitio usa funciones que tu navegador no admite, por lo que las páginas no funcionarían bien. Actualiza tu navegador o instala uno de estos:',
  sys_oldbrowser_version: 'versión {{version}} o posterior',
  sys_oldbrowser_update: 'Actualizar {{browser}}',
  sys_vpn_title: 'Solo red interna',
  sys_vpn_text: 'Esta dirección es para nuestro personal y solo se abre desde la red de la empresa (VPN).',
  sys_vpn_hint:
    'Si trabajas con nosotros, conéctate a la VPN corporativa y vuelve a abrir la página. Los jugadores no la necesitan: todo el sitio funciona sin ella.',
};

export default platformPagesEs;
