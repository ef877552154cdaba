import type { PlatformPagesDictionary } from './en';

const platformPagesTr: PlatformPagesDictionary = {
  sys_home: 'Ana sayfaya git',
  sys_new_version: 'Sitenin yeni bir sürümü var. Almak için sayfayı yenileyin.',
  sys_reload: 'Yenile',
  sys_adblock:
    'Reklam engelleyiciniz bu sitenin bazı bölümlerini engelliyor, bu yüzden bazı sayfalar ve bahisler çalışmayabilir. Lütfen bu site için kapatın.',
  sys_500_title: 'Bizim tarafımızda bir sorun oluştu',
  sys_500_text: 'Sunucu isteğinizi tamamlayamadı. Bakiyeniz ve bahisleriniz güvende. Lütfen birazdan tekrar deneyin.',
  sys_500_retry: 'Tekrar dene',
  sys_500_support: 'Sorun devam ederse destek ekibimiz yardımcı olur:',
  sys_500_contacts: 'Destek iletişim bilgileri',
  sys_oldbrowser_title: 'Tarayıcınız güncel değil',
  sys_oldbrowser_text:
    'Bu site, tarayıcınızın desteklemediği özellikler kullanıyor, bu yüzden sayfalar doğru çalışmaz. Tarayıcınızı güncelleyin ya da şunlardan birini yükleyin:',
  sys_oldbrowser_version: 'sürüm {{version}} veya daha yeni',
  sys_oldbrowser_update: '{{browser}} güncelle',
  sys_vpn_title: 'Yalnızca iç ağ',
  sys_vpn_text: 'Bu adres çalışanlarımız içindir ve yalnızca şirket ağından (VPN) açılır.',
  sys_vpn_hint:
    'Bizde çalışıyorsanız kurumsal VPN’e bağlanıp sayfayı yeniden açın. Oyuncuların buna ihtiyacı yok: sitenin tamamı onsuz çalışır.',
};

export default platformPagesTr;
