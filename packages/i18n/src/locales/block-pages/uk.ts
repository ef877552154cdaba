import type { BlockPagesDictionary } from './en';

const blockPagesUk: BlockPagesDictionary = {
  block_text_block:
    'Доступ до сайту з вашої мережі або регіону обмежено. Якщо ви вважаєте це помилкою, напишіть у підтримку та вкажіть, звідки ви підключаєтеся.',
  block_text_block_ua:
    'Цей браузер або застосунок не може відкрити сайт. Використовуйте актуальну версію Chrome, Firefox, Safari або Edge.',
  block_text_block_ie:
    'Internet Explorer більше не підтримується. Відкрийте сайт в актуальній версії Chrome, Firefox, Safari або Edge.',
  block_text_site_updates: 'Ми оновлюємо сайт. Незабаром він знову запрацює; ваш баланс і відкриті ставки в безпеці.',
  block_text_coming_soon: 'Сайт ще не працює у вашому регіоні. Ми відкриємося, щойно отримаємо тут ліцензію.',
  block_text_suspension:
    'Ваш акаунт призупинено. Інформаційні сторінки й надалі доступні; щоб дізнатися причину та що робити далі, зверніться до підтримки.',
  block_contacts_link: 'Звернутися до підтримки',
};

export default blockPagesUk;
