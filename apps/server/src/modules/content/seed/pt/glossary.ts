import type { GlossaryTexts } from '../glossary-structure';

/** The betting alphabet, Portuguese. */
export const glossaryPt: GlossaryTexts = {
  single: ['Aposta simples', 'Uma aposta num único resultado. Se ganhar, paga o valor vezes a odd.'],
  express: [
    'Múltipla',
    'Uma aposta em vários resultados de eventos diferentes. As odds se multiplicam, e todas as seleções precisam ganhar.',
  ],
  system: [
    'Sistema',
    'Um conjunto de múltiplas do mesmo tamanho com suas seleções; por exemplo, 3 de 4 forma quatro triplas. Algumas seleções podem perder e a aposta ainda paga.',
  ],
  chain: [
    'Corrente',
    'Apostas simples em ordem com um valor unitário: cada retorno alimenta a próxima seleção até acabarem as seleções ou o dinheiro.',
  ],
  'multi-bet': [
    'Multiaposta',
    'Um sistema sobre vários eventos em que cada linha também é combinada com uma seleção ou múltipla do lobby.',
  ],
  'conditional-bet': [
    'Aposta condicional',
    'Blocos de apostas em ordem, em que cada bloco seguinte é apostado com o retorno do anterior.',
  ],
  'anti-express': [
    'Antimúltipla',
    'O contrário de uma múltipla: ganha se pelo menos uma seleção perder e só perde se todas ganharem.',
  ],
  lucky: [
    'Lucky',
    'Cobertura completa de 4 a 6 seleções: todas as simples e todas as múltiplas de qualquer tamanho (15, 31 ou 63 linhas).',
  ],
  patent: ['Patent', 'Três seleções cobertas por 7 apostas: 3 simples, 3 duplas e 1 tripla.'],
  banker: ['Fixa', 'Uma seleção de um sistema incluída em todas as linhas. Se ela perder, todas as linhas perdem.'],
  return: [
    'Devolução',
    'A aposta é anulada e o valor volta, por exemplo quando a partida é cancelada. Numa múltipla conta com odd 1.00.',
  ],
  'forced-return': [
    'Devolução forçada',
    'Uma devolução por decisão da casa, por exemplo após um erro de odd. Paga como uma devolução.',
  ],
  'half-win': [
    'Metade ganha',
    'Numa linha asiática de quarto, metade do valor ganha e a outra é devolvida: o valor é (odd + 1) / 2.',
  ],
  'half-loss': [
    'Metade perdida',
    'Numa linha asiática de quarto, metade do valor perde e a outra é devolvida: o valor é 1/2.',
  ],
  settlement: [
    'Liquidação',
    'Apurar o resultado de uma aposta quando o desfecho é conhecido e creditar o retorno no saldo.',
  ],
  '1x2': ['1X2', 'O mercado do resultado da partida: 1 vitória do mandante, X empate, 2 vitória do visitante.'],
  'double-chance': ['Dupla chance', 'Uma aposta que cobre dois dos três resultados: 1X, 12 ou X2.'],
  handicap: ['Handicap', 'Uma vantagem ou desvantagem dada a um time; o resultado é contado com o handicap somado.'],
  total: [
    'Total (mais/menos)',
    'Uma aposta em se o número de gols, pontos ou games fica acima ou abaixo de uma linha.',
  ],
  'both-teams-to-score': ['Ambas marcam', 'Uma aposta em que cada time marca pelo menos uma vez.'],
  outright: ['Aposta de longo prazo', 'Uma aposta no vencedor de um torneio ou temporada.'],
  'asian-handicap': [
    'Handicap asiático',
    'Um handicap com linhas inteiras, meias ou de quarto que elimina o empate; as linhas inteiras podem ser devolvidas.',
  ],
  'quarter-line': [
    'Linha de quarto',
    'Um handicap ou total terminado em .25 ou .75: o valor é dividido entre as duas linhas vizinhas.',
  ],
  'draw-no-bet': ['Empate anula aposta', 'Uma aposta na vitória de um time em que o empate devolve o valor.'],
  'decimal-odds': ['Odds decimais', 'Odds como 2.50: o retorno por unidade apostada, incluindo o valor.'],
  'fractional-odds': ['Odds fracionárias', 'Odds britânicas como 3/2: o lucro por unidade apostada, sem o valor.'],
  'american-odds': [
    'Odds americanas',
    'Odds como +150 ou −200: o lucro sobre 100, ou o valor necessário para ganhar 100.',
  ],
  margin: [
    'Margem',
    'A vantagem embutida da casa: quanto as probabilidades implícitas de um mercado somam acima de 100%.',
  ],
  'implied-probability': [
    'Probabilidade implícita',
    'A chance que a odd sugere: 1 dividido pela odd decimal; 2.00 é 50%.',
  ],
  stake: ['Valor da aposta', 'A quantia que você aposta. Num sistema, é dividida igualmente entre as linhas.'],
  bankroll: [
    'Banca',
    'O dinheiro que você separa para apostar. Uma banca fixa e valores pequenos ajudam a manter a aposta como diversão.',
  ],
  'cash-out': ['Cash out', 'Encerrar antecipadamente uma aposta aberta pelo valor que a casa oferece agora.'],
  'value-bet': ['Aposta de valor', 'Uma aposta cuja odd é maior do que a chance real do resultado justificaria.'],
  'possible-win': [
    'Ganho possível',
    'O retorno que a aposta pagaria se todas as seleções ganhassem, mostrado antes da confirmação.',
  ],
};
