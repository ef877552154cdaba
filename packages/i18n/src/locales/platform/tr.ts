import type { PlatformDictionary } from './en';

const platformTr: PlatformDictionary = {
  platform_consent_title: 'Bu sitedeki çerezler',
  platform_consent_text:
    'Sitenin çalışması için zorunlu çerezler kullanıyoruz. İzninizle işlevsel, analitik ve pazarlama çerezleri de kullanırız. Seçiminizi istediğiniz zaman değiştirebilirsiniz.',
  platform_consent_accept_all: 'Tümünü kabul et',
  platform_consent_reject: 'Yalnızca zorunlu',
  platform_consent_settings: 'Ayarlar',
  platform_consent_save: 'Seçimimi kaydet',
  platform_consent_settings_title: 'Çerez ayarları',
  platform_consent_always_on: 'Her zaman açık',
  platform_cookie_necessary: 'Zorunlu',
  platform_cookie_necessary_text: 'Giriş, güvenlik, dil ve kuponunuz. Site bunlar olmadan çalışmaz.',
  platform_cookie_functional: 'İşlevsel',
  platform_cookie_functional_text: 'Gizlenen yan paneller ve pencere genişliği gibi görünüm tercihlerini hatırlar.',
  platform_cookie_analytics: 'Analitik',
  platform_cookie_analytics_text:
    'Siteyi geliştirebilmemiz için ziyaretleri ve sayfa görüntülemelerini kendi sunucularımızda sayar.',
  platform_cookie_marketing: 'Pazarlama',
  platform_cookie_marketing_text: 'Hangi kampanyaların ve iş ortağı bağlantılarının bize ziyaretçi getirdiğini ölçer.',
  platform_maintenance_notice: '{{start}} ile {{end}} arasında planlı bakım: bu sürede siteye erişilemeyecek.',
  platform_maintenance_notice_open: 'Planlı bakım {{start}} tarihinde başlıyor: site bir süre erişilemez olacak.',
  platform_maintenance_dismiss: 'Gizle',
  platform_maintenance_until: 'Tahmini dönüş: {{end}}',
  platform_maintenance_retry: 'Yeniden dene',
  platform_vip_domain_title: 'VIP sitesinde oturum açın',
  platform_vip_domain_text:
    'Ülkenizde VIP hesaplara {{host}} üzerinden hizmet verilir. Lütfen orada devam edip yeniden oturum açın.',
  platform_vip_domain_go: '{{host}} üzerinde devam et',
};

export default platformTr;
