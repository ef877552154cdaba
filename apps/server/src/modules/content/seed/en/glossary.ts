import type { GlossaryTexts } from '../glossary-structure';

/** The betting alphabet, English. */
export const glossaryEn: GlossaryTexts = {
  single: ['Single', 'A bet on one outcome. It pays the stake times the odds if the outcome wins.'],
  express: [
    'Express (accumulator)',
    'One bet on several outcomes from different events. The odds multiply, and every selection must win.',
  ],
  system: [
    'System',
    'A set of expresses of the same size from your selections, e.g. 3 of 4 makes four trebles. Some selections may lose and the bet still pays.',
  ],
  chain: [
    'Chain',
    'Singles played in order with one unit stake: each return feeds the next selection until the selections or the money run out.',
  ],
  'multi-bet': [
    'Multi-bet',
    'A system over several events in which every line is also combined with a lobby selection or express.',
  ],
  'conditional-bet': [
    'Conditional bet',
    'Blocks of bets in order, where each next block is staked from the return of the previous one.',
  ],
  'anti-express': [
    'Anti-express',
    'The opposite of an express: it wins if at least one selection loses and loses only if all of them win.',
  ],
  lucky: [
    'Lucky',
    'A full cover of 4 to 6 selections: every single and every express of every size (15, 31 or 63 lines).',
  ],
  patent: ['Patent', 'Three selections covered by 7 bets: 3 singles, 3 doubles and 1 treble.'],
  banker: ['Banker', 'A selection in a system that is included in every line. If it loses, every line loses.'],
  return: [
    'Return (void)',
    'The bet is cancelled and the stake comes back, for example when a match is called off. In an express it counts as odds 1.00.',
  ],
  'forced-return': [
    'Forced return',
    'A return made by the bookmaker’s decision, for example after an error in the odds. It pays like a return.',
  ],
  'half-win': [
    'Half won',
    'On a quarter Asian line, half the stake wins and half is returned: the value is (odds + 1) / 2.',
  ],
  'half-loss': ['Half lost', 'On a quarter Asian line, half the stake loses and half is returned: the value is 1/2.'],
  settlement: [
    'Settlement',
    'Working out the result of a bet once the outcome is known and paying the return to the balance.',
  ],
  '1x2': ['1X2', 'The match result market: 1 home win, X draw, 2 away win.'],
  'double-chance': ['Double chance', 'A bet covering two of the three results: 1X, 12 or X2.'],
  handicap: ['Handicap', 'A head start or deficit given to a team; the result is counted with the handicap added.'],
  total: ['Total (over/under)', 'A bet on whether the number of goals, points or games is over or under a line.'],
  'both-teams-to-score': ['Both teams to score', 'A bet on whether each team scores at least once.'],
  outright: ['Outright', 'A long-term bet on the winner of a tournament or season.'],
  'asian-handicap': [
    'Asian handicap',
    'A handicap with whole, half or quarter lines that removes the draw; whole lines can be returned.',
  ],
  'quarter-line': [
    'Quarter line',
    'A handicap or total ending in .25 or .75: the stake is split over the two neighbouring lines.',
  ],
  'draw-no-bet': ['Draw no bet', 'A bet on a team to win where a draw returns the stake.'],
  'decimal-odds': ['Decimal odds', 'Odds such as 2.50: the return per unit staked, including the stake.'],
  'fractional-odds': ['Fractional odds', 'British odds such as 3/2: the profit per unit staked, without the stake.'],
  'american-odds': ['American odds', 'Odds such as +150 or −200: the profit on 100, or the stake needed to win 100.'],
  margin: [
    'Margin',
    'The bookmaker’s built-in edge: the amount by which the implied probabilities of a market add up to more than 100%.',
  ],
  'implied-probability': [
    'Implied probability',
    'The chance the odds suggest: 1 divided by the decimal odds, e.g. 2.00 is 50%.',
  ],
  stake: ['Stake', 'The amount you bet. In a system it is split equally between the lines.'],
  bankroll: [
    'Bankroll',
    'The money you set aside for betting. A fixed bankroll and small stakes help keep betting a pastime.',
  ],
  'cash-out': ['Cash out', 'Settling an open bet early for the amount the bookmaker offers now.'],
  'value-bet': ['Value bet', 'A bet whose odds are higher than the true chance of the outcome would justify.'],
  'possible-win': ['Possible win', 'The return the bet would pay if all its selections win, shown before you confirm.'],
};
