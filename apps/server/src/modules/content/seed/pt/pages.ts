import type { PageTexts } from '../index';

/** Portuguese translation of the English documents (seed/en), keyed kind/slug: title, summary, body. */
export const pagesPt: PageTexts = {
  'info/about': [
    'Sobre nós',
    'Quem somos e o que o site oferece.',
    `Operamos um site de apostas esportivas e cassino para adultos. Você pode apostar antes da partida e ao vivo, jogar no cassino, acompanhar resultados e estatísticas e gerenciar seu dinheiro e seus limites na área pessoal.

## No que acreditamos
- Regras claras: cada tipo de aposta é liquidado exatamente como descrito nas [regras de apostas](/information/rules).
- Dinheiro bem cuidado: seu saldo fica separado dos nossos recursos operacionais, e cada movimento é registrado.
- Controle para o jogador: limites de depósito, perdas e sessão, pausas e autoexclusão estão disponíveis em todas as contas.

## Idiomas e regiões
O site está disponível em oito idiomas. Alguns produtos e métodos de pagamento dependem do seu país.`,
  ],
  'info/contacts': [
    'Contato',
    'Como falar com nossa equipe de suporte.',
    `Nossa equipe de suporte atende todos os dias, 24 horas.

## Canais de suporte
- **Chat ao vivo**: o botão de suporte no rodapé de cada página abre um chat quando há um consultor online.
- **Retorno de ligação**: jogadores conectados podem pedir que liguemos pelo mesmo botão.
- **Formulário de e-mail**: escreva pelo botão de suporte; respondemos por e-mail, em geral em até 24 horas.
- **Área pessoal**: a [seção de suporte](/office/support) guarda suas conversas, e as [solicitações de pagamento](/office/payment/requests) acompanham dúvidas sobre um depósito ou saque.

## Antes de escrever
Informe o número da sua conta e, se for sobre uma aposta, o número do bilhete. Nunca pedimos sua senha.`,
  ],
  'info/howbet': [
    'Como apostar',
    'Uma aposta em quatro passos.',
    `## 1. Escolha um resultado
Abra um esporte na seção de apostas ou ao vivo e clique na odd do resultado que você espera. Ele entra no seu bilhete.

## 2. Escolha o tipo de aposta
Com uma seleção você faz uma aposta simples. Com várias, pode escolher uma múltipla, um sistema ou outro [tipo de bilhete](/information/rules/sports/coupon-types).

## 3. Digite o valor
Digite o valor ou use os botões rápidos. O bilhete mostra a odd total e o ganho possível antes da confirmação.

## 4. Confirme
Aperte o botão de apostar. Se as odds mudaram nesse meio-tempo, o bilhete aplica sua configuração: aceitar qualquer mudança, aceitar só aumentos ou perguntar de novo.

Suas apostas abertas e liquidadas estão no [histórico de apostas](/office/history). Experimente a [calculadora de apostas](/information/betting-calculator) para ver como cada tipo paga.`,
  ],
  'info/payment': [
    'Pagamentos',
    'Depósitos e saques: métodos, prazos e regras.',
    `## Depósitos
Abra [Depositar](/office/recharge) na área pessoal e escolha um método e um valor. O depósito é creditado assim que o provedor de pagamento o confirma. Os depósitos passam pelos seus limites de jogo responsável: um depósito acima do limite é recusado.

## Saques
Abra [Sacar](/office/deduce). O saque volta para um método com que você depositou, quando o método permite. Nossa equipe de pagamentos analisa os pedidos; o valor fica reservado do saldo enquanto o pedido está aberto e volta para ele se o pedido for recusado.

## Regras
- Depósitos e saques apenas na moeda da conta.
- Podemos pedir a verificação da sua identidade antes de um saque (veja a [política KYC](/information/kycpolicy)).
- Dúvidas sobre um pagamento específico: abra uma [solicitação de pagamento](/office/payment/requests).`,
  ],
  'info/cookies': [
    'Política de cookies',
    'Quais cookies usamos e como escolher.',
    `Cookies são pequenos arquivos que o navegador guarda para um site. Dividimos os nossos em três grupos, e você escolhe quais podemos usar.

## Necessários
Mantêm você conectado, lembram seu idioma e protegem os formulários contra falsificação. O site não funciona sem eles.

## Funcionais
Lembram suas preferências: formato de odds, fuso horário, relógio de 12 horas, painéis laterais ocultos e tamanho da janela.

## De marketing
Medem quais campanhas trouxeram visitantes e cadastros. Coletamos essas estatísticas nós mesmos e não as compartilhamos com redes de publicidade.

## Sua escolha
O aviso de cookies oferece todos, só os necessários ou um grupo. Você pode mudar a escolha a qualquer momento nas configurações de cookies; jogadores conectados mantêm a escolha em todos os dispositivos.`,
  ],
  'info/consent': [
    'Privacidade e consentimento',
    'Quais dados pessoais tratamos e por quê.',
    `## O que coletamos
Os dados da sua conta (nome, data de nascimento, e-mail, telefone), registros de pagamento, apostas e atividade de jogo, e dados técnicos do seu dispositivo e conexão.

## Por quê
- Para operar sua conta, suas apostas e seus pagamentos.
- Para cumprir obrigações legais: verificação de idade e identidade, controles contra lavagem de dinheiro, jogo responsável.
- Para proteger as contas contra fraudes.
- Só com o seu consentimento: mensagens e estatísticas de marketing.

## Seus direitos
Você pode ver, corrigir e exportar seus dados, retirar um consentimento e pedir a exclusão dos dados que a lei não nos obriga a guardar. Escreva ao suporte pela página de [contato](/information/contacts).

## Por quanto tempo
Registros de conta e pagamento, pelo prazo que a lei exige após o encerramento da conta; dados de marketing, até você retirar o consentimento.`,
  ],
  'info/licenses': [
    'Licenças',
    'A base legal dos nossos serviços de jogo.',
    `Oferecemos serviços de jogo apenas onde nossa licença e a lei local permitem. Alguns produtos, métodos de pagamento e bônus não estão disponíveis em todos os países, e bloqueamos o acesso a partir de países onde não podemos operar.

## O que a licença exige de nós
- Os jogadores devem ser maiores de idade (18 anos ou a idade local mais alta).
- Os fundos dos jogadores são protegidos e conciliados diariamente.
- As ferramentas de jogo responsável estão disponíveis para todos.
- As disputas podem ser levadas a nós e, se não resolvidas, ao regulador (veja [resolução de disputas](/information/disputeresolution)).`,
  ],
  'info/taxation': [
    'Impostos',
    'Impostos sobre ganhos.',
    `A tributação dos ganhos depende da lei do seu país de residência. Não retemos impostos, a menos que a lei de um mercado em que atuamos exija; nesse caso, o valor retido aparece na aposta liquidada e no seu histórico de transações.

Você é responsável por declarar os ganhos quando o seu país exigir. O seu [histórico de transações](/office/historypay) lista cada depósito, saque e pagamento de que você possa precisar.`,
  ],
  'info/simpleidentification': [
    'Identificação simplificada',
    'Verifique sua conta online em poucos minutos.',
    `A identificação simplificada confirma sua identidade sem ir a um escritório.

## Passos
- Preencha seu nome completo e sua data de nascimento nas [configurações da conta](/office/settings) exatamente como no documento.
- Envie uma foto do seu documento de identidade em [Verificação](/office/verification).
- Se solicitado, adicione uma selfie com o documento ou um comprovante de endereço.

Nossa equipe analisa os documentos, normalmente em um dia útil. O resultado aparece na sua área pessoal.`,
  ],
  'info/smsbets': [
    'Apostas por SMS',
    'Fazer uma aposta por mensagem de texto.',
    `Onde o serviço estiver disponível no seu país, você pode fazer uma aposta simples por SMS a partir do número de telefone confirmado na sua conta.

## Formato da mensagem
Envie o número do evento, o código do resultado e o valor, separados por espaços, por exemplo **12345 W1 10**. Você recebe uma resposta com o número do bilhete ou o motivo da recusa.

Valem as mesmas regras, limites e configurações de mudança de odds do site. A aposta por SMS aparece no seu [histórico de apostas](/office/history).`,
  ],
  'info/amlkyc': [
    'AML e KYC',
    'Como evitamos a lavagem de dinheiro e conhecemos nossos clientes.',
    `Somos obrigados a saber quem são nossos jogadores (KYC, «conheça seu cliente») e a impedir que nossos serviços sejam usados para lavar dinheiro (AML).

## O que isso significa para você
- Uma conta por pessoa; o nome dos métodos de pagamento deve coincidir com o da conta.
- Podemos pedir documentos no cadastro, antes de um saque ou quando a atividade da conta muda.
- Depósitos são para jogar: dinheiro depositado e sacado sem apostas pode ser analisado.
- Comunicamos operações suspeitas às autoridades, como a lei exige, e podemos não ter permissão para avisar o jogador.

Veja nossa [política AML](/information/amlpolicy) e nossa [política KYC](/information/kycpolicy).`,
  ],
  'info/amlpolicy': [
    'Política AML',
    'Nossos controles contra lavagem de dinheiro.',
    `## Princípios
- Verificações conforme o risco: quanto maior a atividade, mais verificamos.
- Origem dos recursos: depósitos grandes ou incomuns podem exigir comprovação da origem do dinheiro.
- Monitoramento: pagamentos e padrões de apostas são monitorados em busca de sinais de lavagem ou fraude.
- Guarda de registros: dados de identidade e de transações são mantidos por no mínimo cinco anos.

## Medidas que podemos tomar
Pedir documentos, adiar um saque até o fim das verificações, limitar ou encerrar uma conta e comunicar à unidade de inteligência financeira. Os fundos de uma conta encerrada voltam para um método de pagamento verificado, a menos que a lei exija retê-los.`,
  ],
  'info/kycpolicy': [
    'Política KYC',
    'Quais documentos pedimos e quando.',
    `## Documentos
- Identidade: passaporte, carteira de identidade ou carteira de motorista, válidos e legíveis.
- Endereço: uma conta de consumo ou extrato bancário com no máximo três meses.
- Método de pagamento: foto do cartão (com os dígitos do meio cobertos) ou captura de tela da carteira digital.

## Quando pedimos
No primeiro saque, quando os depósitos atingem o limite do seu mercado, quando os dados da conta não coincidem ou quando a lei exige.

## Seus dados
Os documentos são guardados criptografados e usados apenas para a verificação. Comece em [Verificação](/office/verification).`,
  ],
  'info/disputeresolution': [
    'Resolução de disputas',
    'O que fazer se você discordar de uma decisão.',
    `## 1. Fale com o suporte
Descreva o problema e informe o número do bilhete ou do pagamento. A maioria das dúvidas é resolvida aqui.

## 2. Reclamação formal
Se não ficar satisfeito, peça ao suporte que registre uma reclamação formal. Respondemos por escrito em até 14 dias com o resultado e os motivos.

## 3. Análise independente
Se a reclamação continuar sem solução após nossa resposta final, você pode levá-la ao órgão independente de resolução de disputas indicado na nossa licença. O serviço é gratuito para os jogadores.

As apostas são liquidadas pelas [regras de apostas](/information/rules) em vigor quando a aposta foi feita.`,
  ],
  'info/responsiblegaming': [
    'Jogo responsável',
    'Ferramentas para a aposta continuar sendo diversão.',
    `Apostar deve ser diversão, nunca uma forma de ganhar dinheiro ou fugir de problemas. Estas ferramentas estão em [Jogo responsável](/office/responsible) na sua área pessoal.

## Limites
- **Limites de depósito** por dia, semana e mês. Reduzir um limite vale na hora; aumentá-lo vale após um período de reflexão de 24 horas e a sua confirmação.
- **Limite de sessão**: o tempo máximo que você quer jogar por dia, de 1 a 24 horas. Quando acaba, você é desconectado até o dia seguinte.
- **Verificação de realidade**: um lembrete a cada 5 a 60 minutos com o tempo jogado e a opção de continuar ou sair.

## Pausas
- **Pausa** de 1, 7 ou 30 dias.
- **Autoexclusão** de 1 dia a 5 anos. Começa imediatamente; você não pode entrar para jogar, não recebe marketing e ainda pode sacar o saldo.

## Sinais de alerta
Correr atrás das perdas, apostar mais do que planejou, pedir dinheiro emprestado para apostar ou esconder isso dos outros. Se você os reconhecer, faça uma pausa e fale com um serviço de ajuda profissional no seu país.

Não aceitamos jogadores menores de 18 anos.`,
  ],
  'info/cash_terminals': [
    'Terminais de dinheiro',
    'Depositar em dinheiro num terminal de pagamento.',
    `Nos mercados com terminais de pagamento conectados, você pode recarregar a conta em dinheiro.

## Como
- No terminal, escolha o serviço de apostas e digite o número da sua conta.
- Insira o dinheiro e guarde o comprovante até o valor aparecer no seu saldo.

O depósito no terminal é creditado em minutos. O provedor do terminal pode cobrar uma taxa, mostrada na tela antes do pagamento. Depósitos em terminal passam pelos seus limites de depósito como qualquer outro.`,
  ],
  'info/betting-calculator': [
    'Calculadora de apostas',
    'Calcule o retorno de qualquer tipo de aposta.',
    `Escolha um tipo de aposta, adicione seleções com odds e resultado e digite o valor. A calculadora liquida a aposta com as mesmas regras da nossa liquidação, então o retorno que você vê é o valor que seria pago.

Resultados ainda desconhecidos (não calculado, não iniciado) deixam a aposta em aberto.`,
  ],
  'rule/general': [
    'Regras gerais',
    'Aceitação de apostas, mudanças de odds, limites e pagamentos.',
    `## Aceitação
Uma aposta é aceita quando aparece no seu histórico com um número de bilhete. Ela não pode ser cancelada nem alterada depois de aceita, exceto por cash out onde for oferecido.

## Mudanças de odds
As odds mudam com o mercado. Se mudarem entre o seu clique e a confirmação, a aposta é feita conforme sua configuração: aceitar qualquer mudança, só aumentos ou confirmar de novo.

## Limites
Cada evento e mercado tem um valor máximo de aposta. O pagamento máximo de um bilhete é limitado; um retorno acima do limite é pago pelo valor do limite.

## Pagamentos e arredondamento
Os retornos são calculados exatamente a partir das odds e arredondados para baixo até a menor unidade da moeda uma única vez, no pagamento. Num sistema, cada linha é arredondada separadamente.

## Erros
Apostas em um erro evidente de odd ou em um evento já iniciado (numa aposta pré-jogo) são liquidadas como devolução com odd 1.00.`,
  ],
  'rule/bet-statuses': [
    'Estados da aposta',
    'Quanto paga cada estado de uma seleção.',
    `Cada seleção de um bilhete tem um estado. O estado define quanto vale uma unidade apostada nela (d é a odd):

- **Não calculado** e **Não iniciado**: o resultado ainda não é conhecido; o bilhete continua aberto.
- **Ganha**: d.
- **Perdida**: 0.
- **Devolvida** e **Devolução forçada**: 1 — o valor volta; numa múltipla a seleção conta com odd 1.00.
- **Metade ganha, metade devolvida**: (d + 1) / 2. Exemplo: odd 1.90 dá 1.45.
- **Metade perdida, metade devolvida**: 1 / 2 — metade do valor volta.
- **Metade perdida, metade ganha**: d / 2.

Os estados pela metade vêm dos handicaps e totais asiáticos de quarto: o valor é dividido entre duas linhas vizinhas, e cada metade tem seu próprio resultado.`,
  ],
  'rule/coupon-types': [
    'Tipos de aposta e sua liquidação',
    'Como cada um dos dez tipos de bilhete é liquidado.',
    `## Simples
Uma seleção. Retorno = valor × o valor do seu estado.

## Múltipla
Duas ou mais seleções; todas precisam ganhar. Retorno = valor × o produto dos valores das seleções. Uma seleção perdida perde a múltipla; uma devolvida conta como 1.00. O bônus de múltipla, onde se aplica, só é pago quando todas as seleções ganharam.

## Sistema
Um sistema k de n forma todas as múltiplas de k seleções entre n (C(n, k) linhas; por exemplo, 3 de 4 são 4 linhas). O valor é dividido igualmente entre as linhas (arredondado para baixo; o resto fica no seu saldo). Cada linha é liquidada como múltipla e os retornos são somados. As seleções fixas entram em todas as linhas.

## Corrente
Duas ou mais apostas simples em ordem com um valor unitário. A unidade vai para a primeira seleção; cada retorno entra no caixa da corrente, e a próxima seleção pega do caixa a unidade, ou tudo o que sobrou se houver menos. A corrente termina quando acabam as seleções ou o caixa fica vazio; você recebe o caixa. Exemplo com unidade 3: 2.00 ganha, 1.50 ganha, 2.00 perdida, 3.00 ganha, 1.50 perdida paga 7.50.

## Multiaposta
Um sistema sobre pelo menos três eventos em que cada linha também é multiplicada por um lobby opcional (simples ou múltipla). Um lobby perdido perde todas as linhas.

## Aposta condicional
Blocos (simples ou múltiplas) em ordem, cada um com seu valor. O primeiro bloco é apostado com o seu saldo; cada bloco seguinte, com o retorno do anterior, nunca acima desse retorno. O que um bloco não usa é pago. Um bloco perdido encerra a aposta.

## Antimúltipla
Duas ou mais seleções; a aposta ganha com sua odd se pelo menos uma seleção perder e perde se todas ganharem. Uma seleção devolvida sai e a odd é recalculada para as demais com a mesma margem; se todas forem devolvidas, o valor volta. Um estado pela metade divide o valor em duas metades, cada uma com seu resultado.

## Lucky
De quatro a seis seleções: todas as simples e todas as múltiplas de qualquer tamanho — 15, 31 ou 63 linhas com valores iguais.

## Patent
De três a oito seleções, cobertas como um lucky: com três, 3 simples, 3 duplas e 1 tripla (7 linhas).

## Várias simples
Várias apostas simples independentes, cada uma com seu valor. Cada uma é liquidada sozinha e os retornos são somados.`,
  ],
  'rule/terms': [
    'Termos de uso',
    'Sua conta, seu dinheiro e nossas obrigações.',
    `## Sua conta
Você deve ter pelo menos 18 anos e pode ter apenas uma conta. Mantenha seus dados de acesso em segredo; as apostas feitas com eles são suas. Seus dados devem ser verdadeiros, e podemos verificá-los.

## Seu dinheiro
Seu saldo é mantido na moeda da conta. As apostas só são aceitas até o seu saldo. Os saques seguem as [regras de pagamento](/information/payment).

## Bônus
O dinheiro de bônus e suas condições de rollover são descritos em cada oferta. As apostas com bônus seguem as mesmas regras de liquidação.

## Encerramento da conta
Você pode encerrar sua conta a qualquer momento pelo suporte; o saldo é pago após as verificações habituais. Podemos limitar ou encerrar uma conta que viole estes termos, informando os motivos.

## Alterações
Quando estes termos mudam, mostramos a nova versão antes da sua próxima aposta e pedimos que a aceite.`,
  ],
  'news/cash-out-explained': [
    'Cash out: receba antes do apito final',
    'Como é calculada a oferta de cash out para simples e múltiplas.',
    `As apostas abertas no seu histórico agora mostram uma oferta de cash out para simples e múltiplas.

## Como a oferta é calculada
Avaliamos seu bilhete pelas odds de hoje: seleções liquidadas contam com o seu resultado; as abertas, pela razão entre a odd que você pegou e a odd atual. Uma pequena margem é descontada desse valor. A oferta nunca passa do pagamento máximo do bilhete.

## Quando não há oferta
Enquanto uma seleção estiver suspensa, tiver saído da lista ou sua partida tiver começado, a oferta fica pausada. Um bilhete com uma seleção perdida não tem oferta.`,
  ],
  'news/limits-in-your-office': [
    'Defina seus limites em dois cliques',
    'Limites de depósito, de sessão e verificação de realidade agora num só lugar.',
    `A seção Jogo responsável da sua área pessoal agora reúne todos os limites: depósitos por dia, semana e mês, um limite diário de sessão, lembretes de verificação de realidade, pausas e autoexclusão.

Reduzir um limite vale na hora. Aumentá-lo espera 24 horas e depois pede sua confirmação, para que uma decisão tomada no calor da partida possa ser repensada. [Abrir meus limites](/office/responsible).`,
  ],
  'news/betting-calculator-launch': [
    'Novidade: uma calculadora para cada tipo de aposta',
    'Veja como um sistema, uma corrente ou uma antimúltipla paga antes de apostar.',
    `A nova [calculadora de apostas](/information/betting-calculator) liquida qualquer um dos nossos dez tipos de aposta com as mesmas regras da liquidação real. Adicione seleções, defina odds e resultados, digite um valor e veja o retorno e o lucro.

É uma boa forma de entender linhas asiáticas meio ganhas ou como uma corrente leva o dinheiro de uma seleção para a próxima.`,
  ],
  'news/site-in-eight-languages': [
    'O site agora fala oito idiomas',
    'O árabe chega com layout da direita para a esquerda.',
    `O site está disponível em inglês, russo, alemão, espanhol, português, turco, ucraniano e árabe. A versão em árabe é exibida da direita para a esquerda. Sua escolha de idioma fica guardada para a próxima visita.`,
  ],
  'awards/betting-awards': [
    'Prêmios de apostas',
    'Os reconhecimentos das nossas apostas esportivas e como os conquistamos.',
    `Não compramos prêmios. É nisto que trabalhamos a cada temporada:

## Liquidação que você pode conferir
Cada tipo de aposta é liquidado por regras publicadas, e a [calculadora de apostas](/information/betting-calculator) mostra os mesmos números que a nossa liquidação paga.

## Pagamentos rápidos
Os saques são analisados todos os dias; a maioria é paga no mesmo dia depois que a conta é verificada.

## Proteção do jogador
Limites, verificação de realidade, pausas e autoexclusão estão ao alcance de todo jogador, sem precisar pedir ao suporte.

Quando júris do setor reconhecerem esse trabalho, você encontrará os prêmios aqui, com o ano e a categoria.`,
  ],
  'app/mobile': [
    'Aplicativo móvel',
    'O site como aplicativo no seu celular.',
    `Nosso site se instala como aplicativo no Android e no iPhone direto do navegador — sem loja e sem baixar um arquivo separado.

## Android (Chrome, Edge, Samsung Internet)
Toque em **Instalar** nesta página quando o botão aparecer, ou escolha «Adicionar à tela inicial» no menu do navegador.

## iPhone e iPad (Safari)
Toque no botão Compartilhar e depois em «Adicionar à Tela de Início».

## O que você ganha
Um aplicativo em tela cheia com ícone próprio, abertura rápida e a mesma conta, saldo e apostas do site. As atualizações chegam automaticamente.`,
  ],
  'app/desktop': [
    'Aplicativo para computador',
    'O site em janela própria no Windows, macOS e Linux.',
    `Instale o site como aplicativo de computador pelo Chrome ou Edge: clique em **Instalar** nesta página quando o botão aparecer, ou use o ícone de instalação no fim da barra de endereço.

O aplicativo abre em janela própria, inicia pelo menu Iniciar, Dock ou lançador e sempre usa a versão mais recente do site. Você pode desinstalá-lo pelo menu do aplicativo quando quiser.`,
  ],
  'seo/line': [
    'Apostas esportivas',
    '',
    `## Apostas esportivas online
Aposte em futebol, tênis, basquete, hóquei no gelo e dezenas de outros esportes antes da partida e ao vivo. Escolha simples, múltiplas, sistemas ou qualquer um dos dez tipos de aposta e confira o retorno na [calculadora de apostas](/information/betting-calculator) antes de confirmar.`,
  ],
  'seo/casino': [
    'Cassino online',
    '',
    `## Jogos de cassino
Slots, crupiês ao vivo, jogos de cartas e de mesa de provedores licenciados. Cada jogo mostra suas regras e o retorno ao jogador; seus limites também valem no cassino.`,
  ],
};
