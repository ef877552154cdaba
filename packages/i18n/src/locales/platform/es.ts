import type { PlatformDictionary } from './en';

const platformEs: PlatformDictionary = {
  platform_consent_title: 'Cookies en este sitio',
  platform_consent_text:
    'Usamos cookies necesarias para que el sitio funcione. Con tu consentimiento también usamos cookies funcionales, analíticas y de marketing. Puedes cambiar tu elección en cualquier momento.',
  platform_consent_accept_all: 'Aceptar todas',
  platform_consent_reject: 'Solo las necesarias',
  platform_consent_settings: 'Configuración',
  platform_consent_save: 'Guardar mi elección',
  platform_consent_settings_title: 'Configuración de cookies',
  platform_consent_always_on: 'Siempre activas',
  platform_cookie_necessary: 'Necesarias',
  platform_cookie_necessary_text: 'Inicio de sesión, seguridad, idioma y tu cupón. El sitio no funciona sin ellas.',
  platform_cookie_functional: 'Funcionales',
  platform_cookie_functional_text:
    'Recuerdan opciones de vista como los paneles laterales ocultos y el ancho de la ventana.',
  platform_cookie_analytics: 'Analíticas',
  platform_cookie_analytics_text:
    'Cuentan visitas y páginas vistas en nuestros propios servidores para que podamos mejorar el sitio.',
  platform_cookie_marketing: 'Marketing',
  platform_cookie_marketing_text: 'Miden qué campañas y enlaces de socios nos traen visitantes.',
  platform_maintenance_notice:
    'Mantenimiento programado del {{start}} al {{end}}: durante ese tiempo el sitio no estará disponible.',
  platform_maintenance_notice_open:
    'El mantenimiento programado empieza el {{start}}: el sitio no estará disponible durante un tiempo.',
  platform_maintenance_dismiss: 'Ocultar',
  platform_maintenance_until: 'Volvemos previsiblemente: {{end}}',
  platform_maintenance_retry: 'Comprobar de nuevo',
  platform_vip_domain_title: 'Inicie sesión en el sitio VIP',
  platform_vip_domain_text:
    'En su país las cuentas VIP se atienden en {{host}}. Continúe allí e inicie sesión de nuevo.',
  platform_vip_domain_go: 'Continuar en {{host}}',
};

export default platformEs;
