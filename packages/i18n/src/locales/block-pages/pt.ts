import type { BlockPagesDictionary } from './en';

const blockPagesPt: BlockPagesDictionary = {
  block_text_block:
    'O acesso ao site a partir da sua rede ou região está restrito. Se acha que é um erro, escreva ao suporte e diga de onde se está a ligar.',
  block_text_block_ua:
    'Este navegador ou aplicação não consegue abrir o site. Use uma versão atual do Chrome, Firefox, Safari ou Edge.',
  block_text_block_ie:
    'O Internet Explorer já não é suportado. Abra o site numa versão atual do Chrome, Firefox, Safari ou Edge.',
  block_text_site_updates:
    'Estamos a atualizar o site. Volta em breve; o seu saldo e as suas apostas abertas estão seguros.',
  block_text_coming_soon: 'O site ainda não está aberto na sua região. Abriremos assim que tivermos a licença aqui.',
  block_text_suspension:
    'A sua conta está suspensa. Pode continuar a ler as páginas de informação; para saber o motivo e o que fazer, contacte o suporte.',
  block_contacts_link: 'Contactar o suporte',
};

export default blockPagesPt;
