import type { BlockPagesDictionary } from './en';

const blockPagesDe: BlockPagesDictionary = {
  block_text_block:
    'Der Zugang zur Website ist aus Ihrem Netz oder Ihrer Region eingeschränkt. Wenn Sie das für einen Fehler halten, schreiben Sie dem Support, von wo aus Sie sich verbinden.',
  block_text_block_ua:
    'Dieser Browser oder diese App kann die Website nicht öffnen. Bitte nutzen Sie eine aktuelle Version von Chrome, Firefox, Safari oder Edge.',
  block_text_block_ie:
    'Internet Explorer wird nicht mehr unterstützt. Bitte öffnen Sie die Website in einer aktuellen Version von Chrome, Firefox, Safari oder Edge.',
  block_text_site_updates:
    'Wir aktualisieren die Website. Sie ist bald wieder da; Ihr Guthaben und Ihre offenen Wetten sind sicher.',
  block_text_coming_soon:
    'Die Website ist in Ihrer Region noch nicht geöffnet. Wir öffnen, sobald wir hier die Lizenz haben.',
  block_text_suspension:
    'Ihr Konto ist gesperrt. Die Informationsseiten können Sie weiter lesen; Grund und nächste Schritte erfahren Sie beim Support.',
  block_contacts_link: 'Support kontaktieren',
};

export default blockPagesDe;
