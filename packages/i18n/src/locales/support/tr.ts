import type { SupportDictionary } from './en';

const supportTr: SupportDictionary = {
  support_button: 'Destek',
  support_menu_title: 'Nasıl yardımcı olabiliriz?',
  support_chat: 'Canlı sohbet',
  support_unread: '{{count}} yeni',
  support_callback: 'Beni arayın',
  support_email: 'Bize yazın',
  support_social: 'Bizi ayrıca şurada bulun',
  support_back: 'Geri',
  support_chat_title: 'Destekle sohbet',
  support_chat_with: '{{name}} ile sohbet ediyorsunuz',
  support_chat_placeholder: 'Mesajınızı yazın',
  support_chat_send: 'Gönder',
  support_chat_empty: 'Bize her şeyi sorun: bir danışman burada yanıtlar.',
  support_chat_login: 'Bir danışmanla sohbet etmek için giriş yapın.',
  support_you: 'Siz',
  support_no_consultant: 'Şu anda çevrimiçi danışman yok. Bize yazın, e-postayla yanıtlayalım.',
  support_callback_title: 'Geri arama isteyin',
  support_callback_phone: 'Telefon numaranız',
  support_callback_done: 'Teşekkürler. Bir danışman sizi kısa süre içinde arayacak.',
  support_callback_unavailable: 'Geri arama şu anda kullanılamıyor.',
  support_callback_pending: 'Geri arama zaten istendi. Bir danışman sizi kısa süre içinde arayacak.',
  support_email_title: 'Bize yazın',
  support_email_address: 'E-posta adresiniz',
  support_email_subject: 'Konu',
  support_email_message: 'Mesaj',
  support_email_done: 'Teşekkürler. Genellikle 24 saat içinde e-postayla yanıtlıyoruz.',
  support_manager_none:
    'VIP oyuncularımızla kişisel bir yönetici ilgilenir. Size bir yönetici atanana kadar destek ekibimiz tüm sorularınızı yanıtlar.',
  support_manager_write: 'Yöneticinize yazın',
  support_appeal_intro:
    'Hesabınız engellendi. Engelin neden kaldırılması gerektiğini bize yazın; yanıt burada görünür.',
  support_appeal_text: 'İtirazınız',
  support_appeal_submit: 'İtiraz gönder',
  support_appeal_pending: 'İtirazınız inceleniyor. Yanıtlandıktan sonra yenisini gönderebilirsiniz.',
  support_appeal_none: 'Henüz itiraz göndermediniz.',
  support_appeal_status_open: 'İnceleniyor',
  support_appeal_status_granted: 'Kabul edildi',
  support_appeal_status_refused: 'Reddedildi',
};

export default supportTr;
