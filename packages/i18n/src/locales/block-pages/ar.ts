import type { BlockPagesDictionary } from './en';

const blockPagesAr: BlockPagesDictionary = {
  block_text_block:
    'الوصول إلى الموقع من شبكتك أو منطقتك مقيّد. إذا كنت تعتقد أن هذا خطأ، فراسل الدعم وأخبرنا من أين تتصل.',
  block_text_block_ua:
    'لا يستطيع هذا المتصفح أو التطبيق فتح الموقع. يُرجى استخدام إصدار حديث من Chrome أو Firefox أو Safari أو Edge.',
  block_text_block_ie:
    'لم يعد Internet Explorer مدعومًا. يُرجى فتح الموقع في إصدار حديث من Chrome أو Firefox أو Safari أو Edge.',
  block_text_site_updates: 'نقوم بتحديث الموقع. سيعود قريبًا؛ رصيدك ورهاناتك المفتوحة في أمان.',
  block_text_coming_soon: 'الموقع غير متاح بعد في منطقتك. سنفتح فور حصولنا على الترخيص هنا.',
  block_text_suspension:
    'تم تعليق حسابك. لا يزال بإمكانك قراءة صفحات المعلومات؛ لمعرفة السبب والخطوات التالية تواصل مع الدعم.',
  block_contacts_link: 'تواصل مع الدعم',
};

export default blockPagesAr;
