import type { PlatformPagesDictionary } from './en';

const platformPagesPt: PlatformPagesDictionary = {
  sys_home: 'Ir para a página inicial',
  sys_new_version: 'Há uma nova versão do site. Recarregue a página para obtê-la.',
  sys_reload: 'Recarregar',
  sys_adblock:
    'O seu bloqueador de anúncios está a bloquear partes deste site, por isso algumas páginas e apostas podem não funcionar. Desative-o para este site, por favor.',
  sys_500_title: 'Algo correu mal do nosso lado',
  sys_500_text:
    'O servidor não conseguiu concluir o seu pedido. O seu saldo e as suas apostas estão seguros. Tente novamente daqui a pouco.',
  sys_500_retry: 'Tentar novamente',
  sys_500_support: 'Se continuar a acontecer, a nossa equipa de apoio ajuda:',
  sys_500_contacts: 'Contactos do apoio',
  sys_oldbrowser_title: 'O seu navegador está desatualizado',
  sys_oldbrowser_text:
    'Este site usa funcionalidades que o seu navegador não suporta, por isso as páginas não funcionariam corretamente. Atualize o navegador ou instale um destes:',
  sys_oldbrowser_version: 'versão {{version}} ou mais recente',
  sys_oldbrowser_update: 'Atualizar {{browser}}',
  sys_vpn_title: 'Apenas rede interna',
  sys_vpn_text: 'Este endereço é para a nossa equipa e só abre a partir da rede da empresa (VPN).',
  sys_vpn_hint:
    'Se trabalha connosco, ligue-se à VPN da empresa e abra a página novamente. Os jogadores não precisam dela: todo o site funciona sem ela.',
};

export default platformPagesPt;
