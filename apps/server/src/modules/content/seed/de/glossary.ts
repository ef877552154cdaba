import type { GlossaryTexts } from '../glossary-structure';

/** The betting alphabet, German. */
export const glossaryDe: GlossaryTexts = {
  single: ['Einzelwette', 'Eine Wette auf ein Ergebnis. Gewinnt es, wird der Einsatz mal der Quote ausgezahlt.'],
  express: [
    'Kombiwette',
    'Eine Wette auf mehrere Ergebnisse verschiedener Ereignisse. Die Quoten werden multipliziert, und jede Auswahl muss gewinnen.',
  ],
  system: [
    'Systemwette',
    'Eine Reihe gleich großer Kombis aus Ihren Auswahlen, z. B. 3 aus 4 ergibt vier Dreierkombis. Einige Auswahlen dürfen verlieren, und die Wette zahlt trotzdem.',
  ],
  chain: [
    'Kette',
    'Einzelwetten der Reihe nach mit einem Einheitseinsatz: Jede Auszahlung speist die nächste Auswahl, bis Auswahlen oder Geld ausgehen.',
  ],
  'multi-bet': [
    'Multiwette',
    'Ein System über mehrere Ereignisse, bei dem jede Reihe zusätzlich mit einer Lobby-Auswahl oder -Kombi verbunden wird.',
  ],
  'conditional-bet': [
    'Bedingte Wette',
    'Wettblöcke der Reihe nach, wobei jeder nächste Block aus der Auszahlung des vorigen gesetzt wird.',
  ],
  'anti-express': [
    'Anti-Kombi',
    'Das Gegenteil einer Kombi: Sie gewinnt, wenn mindestens eine Auswahl verliert, und verliert nur, wenn alle gewinnen.',
  ],
  lucky: [
    'Lucky',
    'Volle Abdeckung von 4 bis 6 Auswahlen: jede Einzelwette und jede Kombi jeder Größe (15, 31 oder 63 Reihen).',
  ],
  patent: ['Patent', 'Drei Auswahlen, abgedeckt durch 7 Wetten: 3 Einzel, 3 Zweier und 1 Dreier.'],
  banker: ['Bank', 'Eine Auswahl in einem System, die in jeder Reihe steckt. Verliert sie, verlieren alle Reihen.'],
  return: [
    'Rückerstattung',
    'Die Wette wird annulliert und der Einsatz kommt zurück, etwa bei einer Spielabsage. In einer Kombi zählt sie mit Quote 1.00.',
  ],
  'forced-return': [
    'Erzwungene Rückerstattung',
    'Eine Rückerstattung auf Entscheidung des Buchmachers, etwa nach einem Quotenfehler. Sie zahlt wie eine Rückerstattung.',
  ],
  'half-win': [
    'Halb gewonnen',
    'Auf einer Viertel-Linie gewinnt die Hälfte des Einsatzes, die andere Hälfte wird erstattet: Wert (Quote + 1) / 2.',
  ],
  'half-loss': [
    'Halb verloren',
    'Auf einer Viertel-Linie verliert die Hälfte des Einsatzes, die andere Hälfte wird erstattet: Wert 1/2.',
  ],
  settlement: [
    'Abrechnung',
    'Das Ermitteln des Wettergebnisses nach Feststehen des Ausgangs und die Gutschrift der Auszahlung.',
  ],
  '1x2': ['1X2', 'Der Markt Spielausgang: 1 Heimsieg, X Unentschieden, 2 Auswärtssieg.'],
  'double-chance': ['Doppelte Chance', 'Eine Wette auf zwei der drei Ausgänge: 1X, 12 oder X2.'],
  handicap: ['Handicap', 'Ein Vorsprung oder Rückstand für ein Team; das Ergebnis wird mit dem Handicap gewertet.'],
  total: [
    'Über/Unter',
    'Eine Wette darauf, ob die Zahl der Tore, Punkte oder Spiele über oder unter einer Linie liegt.',
  ],
  'both-teams-to-score': ['Beide Teams treffen', 'Eine Wette darauf, dass jedes Team mindestens einmal trifft.'],
  outright: ['Langzeitwette', 'Eine Wette auf den Sieger eines Turniers oder einer Saison.'],
  'asian-handicap': [
    'Asiatisches Handicap',
    'Ein Handicap mit ganzen, halben oder Viertel-Linien ohne Unentschieden; ganze Linien können erstattet werden.',
  ],
  'quarter-line': [
    'Viertel-Linie',
    'Ein Handicap oder Total auf .25 oder .75: Der Einsatz wird auf die zwei benachbarten Linien aufgeteilt.',
  ],
  'draw-no-bet': [
    'Unentschieden keine Wette',
    'Eine Siegwette auf ein Team, bei der ein Unentschieden den Einsatz erstattet.',
  ],
  'decimal-odds': [
    'Dezimalquoten',
    'Quoten wie 2.50: die Auszahlung je Einheit Einsatz, einschließlich des Einsatzes.',
  ],
  'fractional-odds': ['Bruchquoten', 'Britische Quoten wie 3/2: der Gewinn je Einheit Einsatz, ohne den Einsatz.'],
  'american-odds': [
    'Amerikanische Quoten',
    'Quoten wie +150 oder −200: der Gewinn auf 100 oder der Einsatz, der nötig ist, um 100 zu gewinnen.',
  ],
  margin: [
    'Marge',
    'Der eingebaute Vorteil des Buchmachers: um wie viel die impliziten Wahrscheinlichkeiten eines Marktes über 100 % liegen.',
  ],
  'implied-probability': [
    'Implizite Wahrscheinlichkeit',
    'Die Chance, die eine Quote nahelegt: 1 geteilt durch die Dezimalquote, z. B. 2.00 sind 50 %.',
  ],
  stake: ['Einsatz', 'Der Betrag, den Sie setzen. Bei einer Systemwette wird er gleichmäßig auf die Reihen verteilt.'],
  bankroll: [
    'Wettbudget',
    'Das Geld, das Sie fürs Wetten beiseitelegen. Ein festes Budget und kleine Einsätze halten Wetten zum Zeitvertreib.',
  ],
  'cash-out': ['Cash-out', 'Eine offene Wette vorzeitig zum Betrag abrechnen, den der Buchmacher jetzt anbietet.'],
  'value-bet': ['Value-Wette', 'Eine Wette, deren Quote höher ist, als die wahre Chance des Ausgangs rechtfertigt.'],
  'possible-win': ['Möglicher Gewinn', 'Die Auszahlung, wenn alle Auswahlen gewinnen, angezeigt vor der Bestätigung.'],
};
