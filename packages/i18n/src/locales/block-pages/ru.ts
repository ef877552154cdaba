import type { BlockPagesDictionary } from './en';

const blockPagesRu: BlockPagesDictionary = {
  block_text_block:
    'Доступ к сайту из вашей сети или региона ограничен. Если вы считаете это ошибкой, напишите в поддержку и укажите, откуда вы подключаетесь.',
  block_text_block_ua:
    'Этот браузер или приложение не может открыть сайт. Используйте актуальную версию Chrome, Firefox, Safari или Edge.',
  block_text_block_ie:
    'Internet Explorer больше не поддерживается. Откройте сайт в актуальной версии Chrome, Firefox, Safari или Edge.',
  block_text_site_updates: 'Мы обновляем сайт. Скоро он снова заработает; ваш баланс и открытые ставки в сохранности.',
  block_text_coming_soon: 'Сайт пока не работает в вашем регионе. Мы откроемся, как только получим здесь лицензию.',
  block_text_suspension:
    'Ваш аккаунт приостановлен. Информационные страницы по-прежнему доступны; чтобы узнать причину и что делать дальше, обратитесь в поддержку.',
  block_contacts_link: 'Связаться с поддержкой',
};

export default blockPagesRu;
