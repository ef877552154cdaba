import type { SupportDictionary } from './en';

const supportUk: SupportDictionary = {
  support_button: 'Підтримка',
  support_menu_title: 'Чим ми можемо допомогти?',
  support_chat: 'Онлайн-чат',
  support_unread: 'Нових: {{count}}',
  support_callback: 'Передзвоніть мені',
  support_email: 'Написати нам',
  support_social: 'Ми також у',
  support_back: 'Назад',
  support_chat_title: 'Чат із підтримкою',
  support_chat_with: 'Вам відповідає {{name}}',
  support_chat_placeholder: 'Введіть повідомлення',
  support_chat_send: 'Надіслати',
  support_chat_empty: 'Поставте будь-яке запитання: консультант відповість тут.',
  support_chat_login: 'Увійдіть, щоб написати консультанту.',
  support_you: 'Ви',
  support_no_consultant: 'Зараз немає консультантів онлайн. Напишіть нам, і ми відповімо на e-mail.',
  support_callback_title: 'Замовити зворотний дзвінок',
  support_callback_phone: 'Ваш номер телефону',
  support_callback_done: 'Дякуємо. Консультант незабаром вам передзвонить.',
  support_callback_unavailable: 'Зворотний дзвінок зараз недоступний.',
  support_callback_pending: 'Зворотний дзвінок уже замовлено. Консультант незабаром вам передзвонить.',
  support_email_title: 'Написати нам',
  support_email_address: 'Ваш e-mail',
  support_email_subject: 'Тема',
  support_email_message: 'Повідомлення',
  support_email_done: 'Дякуємо. Ми відповімо на e-mail, зазвичай протягом 24 годин.',
};

export default supportUk;
