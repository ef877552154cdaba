import type { PlatformDictionary } from './en';

const platformPt: PlatformDictionary = {
  platform_consent_title: 'Cookies neste site',
  platform_consent_text:
    'Usamos cookies necessários para o site funcionar. Com o seu consentimento, usamos também cookies funcionais, de análise e de marketing. Pode alterar a sua escolha a qualquer momento.',
  platform_consent_accept_all: 'Aceitar todos',
  platform_consent_reject: 'Apenas os necessários',
  platform_consent_settings: 'Definições',
  platform_consent_save: 'Guardar a minha escolha',
  platform_consent_settings_title: 'Definições de cookies',
  platform_consent_always_on: 'Sempre ativos',
  platform_cookie_necessary: 'Necessários',
  platform_cookie_necessary_text: 'Início de sessão, segurança, idioma e o seu boletim. O site não funciona sem eles.',
  platform_cookie_functional: 'Funcionais',
  platform_cookie_functional_text:
    'Lembram escolhas de visualização, como painéis laterais ocultos e a largura da janela.',
  platform_cookie_analytics: 'Análise',
  platform_cookie_analytics_text:
    'Contam visitas e visualizações de páginas nos nossos próprios servidores, para melhorarmos o site.',
  platform_cookie_marketing: 'Marketing',
  platform_cookie_marketing_text: 'Medem que campanhas e ligações de parceiros nos trazem visitantes.',
  platform_maintenance_notice: 'Manutenção planeada de {{start}} a {{end}}: nesse período o site estará indisponível.',
  platform_maintenance_notice_open:
    'A manutenção planeada começa {{start}}: o site ficará indisponível durante algum tempo.',
  platform_maintenance_dismiss: 'Ocultar',
  platform_maintenance_until: 'Regresso previsto: {{end}}',
  platform_maintenance_retry: 'Verificar novamente',
  platform_vip_domain_title: 'Inicie sessão no site VIP',
  platform_vip_domain_text:
    'No seu país as contas VIP são servidas em {{host}}. Continue lá e inicie sessão novamente.',
  platform_vip_domain_go: 'Continuar em {{host}}',
};

export default platformPt;
