import type { BlockPagesDictionary } from './en';

const blockPagesTr: BlockPagesDictionary = {
  block_text_block:
    'Ağınızdan veya bölgenizden siteye erişim kısıtlanmıştır. Bunun bir hata olduğunu düşünüyorsanız destek ekibine nereden bağlandığınızı yazın.',
  block_text_block_ua:
    'Bu tarayıcı veya uygulama siteyi açamıyor. Lütfen Chrome, Firefox, Safari veya Edge’in güncel bir sürümünü kullanın.',
  block_text_block_ie:
    'Internet Explorer artık desteklenmiyor. Lütfen siteyi Chrome, Firefox, Safari veya Edge’in güncel bir sürümünde açın.',
  block_text_site_updates:
    'Siteyi güncelliyoruz. Kısa süre içinde geri dönecek; bakiyeniz ve açık bahisleriniz güvende.',
  block_text_coming_soon: 'Site bölgenizde henüz açık değil. Burada lisansı alır almaz açılacağız.',
  block_text_suspension:
    'Hesabınız askıya alındı. Bilgi sayfalarını okumaya devam edebilirsiniz; nedenini ve sonraki adımları öğrenmek için destek ekibiyle iletişime geçin.',
  block_contacts_link: 'Destek ile iletişime geç',
};

export default blockPagesTr;
