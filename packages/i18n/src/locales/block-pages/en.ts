/** Keys of the block-pages namespace: the text of each spec §4 block reason page (English is the typed source). */
const blockPagesEn = {
  block_text_block:
    'Access to the site from your network or region is restricted. If you think this is a mistake, write to support and tell us where you are connecting from.',
  block_text_block_ua:
    'This browser or app cannot open the site. Please use a current version of Chrome, Firefox, Safari or Edge.',
  block_text_block_ie:
    'Internet Explorer is no longer supported. Please open the site in a current version of Chrome, Firefox, Safari or Edge.',
  block_text_site_updates: 'We are updating the site. It will be back shortly; your balance and open bets are safe.',
  block_text_coming_soon: 'The site is not yet open in your region. We will open as soon as we hold the licence here.',
  block_text_suspension:
    'Your account is suspended. You can still read the information pages; to find out why and what to do next, contact support.',
  block_contacts_link: 'Contact support',
};

export default blockPagesEn;
export type BlockPagesDictionary = { readonly [K in keyof typeof blockPagesEn]: string };
