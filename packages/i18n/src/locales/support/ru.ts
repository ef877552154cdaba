import type { SupportDictionary } from './en';

const supportRu: SupportDictionary = {
  support_button: 'Поддержка',
  support_menu_title: 'Чем мы можем помочь?',
  support_chat: 'Онлайн-чат',
  support_unread: 'Новых: {{count}}',
  support_callback: 'Перезвоните мне',
  support_email: 'Написать нам',
  support_social: 'Мы также в',
  support_back: 'Назад',
  support_chat_title: 'Чат с поддержкой',
  support_chat_with: 'Вам отвечает {{name}}',
  support_chat_placeholder: 'Введите сообщение',
  support_chat_send: 'Отправить',
  support_chat_empty: 'Задайте любой вопрос: консультант ответит здесь.',
  support_chat_login: 'Войдите, чтобы написать консультанту.',
  support_you: 'Вы',
  support_no_consultant: 'Сейчас нет консультантов онлайн. Напишите нам, и мы ответим по e-mail.',
  support_callback_title: 'Заказать обратный звонок',
  support_callback_phone: 'Ваш номер телефона',
  support_callback_done: 'Спасибо. Консультант скоро вам перезвонит.',
  support_callback_unavailable: 'Обратный звонок сейчас недоступен.',
  support_callback_pending: 'Обратный звонок уже заказан. Консультант скоро вам перезвонит.',
  support_email_title: 'Написать нам',
  support_email_address: 'Ваш e-mail',
  support_email_subject: 'Тема',
  support_email_message: 'Сообщение',
  support_email_done: 'Спасибо. Мы ответим по e-mail, обычно в течение 24 часов.',
};

export default supportRu;
