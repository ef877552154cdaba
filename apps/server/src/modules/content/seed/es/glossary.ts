import type { GlossaryTexts } from '../glossary-structure';

/** The betting alphabet, Spanish. */
export const glossaryEs: GlossaryTexts = {
  single: ['Apuesta simple', 'Una apuesta a un solo resultado. Si gana, paga el importe por la cuota.'],
  express: [
    'Combinada',
    'Una apuesta a varios resultados de eventos distintos. Las cuotas se multiplican y todas las selecciones deben ganar.',
  ],
  system: [
    'Sistema',
    'Un conjunto de combinadas del mismo tamaño con sus selecciones; por ejemplo, 3 de 4 forma cuatro triples. Algunas selecciones pueden perder y la apuesta aún paga.',
  ],
  chain: [
    'Cadena',
    'Apuestas simples en orden con un importe unitario: cada pago alimenta la siguiente selección hasta agotar las selecciones o el dinero.',
  ],
  'multi-bet': [
    'Multiapuesta',
    'Un sistema sobre varios eventos en el que cada línea se combina además con una selección o combinada del lobby.',
  ],
  'conditional-bet': [
    'Apuesta condicional',
    'Bloques de apuestas en orden, en los que cada bloque siguiente se apuesta con el pago del anterior.',
  ],
  'anti-express': [
    'Antiexprés',
    'Lo contrario de una combinada: gana si al menos una selección pierde y pierde solo si ganan todas.',
  ],
  lucky: [
    'Lucky',
    'Cobertura completa de 4 a 6 selecciones: todas las simples y todas las combinadas de cualquier tamaño (15, 31 o 63 líneas).',
  ],
  patent: ['Patent', 'Tres selecciones cubiertas por 7 apuestas: 3 simples, 3 dobles y 1 triple.'],
  banker: ['Fija', 'Una selección de un sistema incluida en todas las líneas. Si pierde, pierden todas las líneas.'],
  return: [
    'Devolución',
    'La apuesta se anula y se devuelve el importe, por ejemplo si se suspende el partido. En una combinada cuenta a cuota 1.00.',
  ],
  'forced-return': [
    'Devolución forzada',
    'Una devolución por decisión del operador, por ejemplo tras un error de cuota. Paga como una devolución.',
  ],
  'half-win': [
    'Mitad ganada',
    'En una línea asiática de cuarto, la mitad del importe gana y la otra se devuelve: el valor es (cuota + 1) / 2.',
  ],
  'half-loss': [
    'Mitad perdida',
    'En una línea asiática de cuarto, la mitad del importe pierde y la otra se devuelve: el valor es 1/2.',
  ],
  settlement: [
    'Liquidación',
    'Determinar el resultado de una apuesta una vez conocido el desenlace y abonar el pago en el saldo.',
  ],
  '1x2': ['1X2', 'El mercado del resultado del partido: 1 gana el local, X empate, 2 gana el visitante.'],
  'double-chance': ['Doble oportunidad', 'Una apuesta que cubre dos de los tres resultados: 1X, 12 o X2.'],
  handicap: ['Hándicap', 'Una ventaja o desventaja dada a un equipo; el resultado se cuenta con el hándicap añadido.'],
  total: ['Total (más/menos)', 'Una apuesta a si el número de goles, puntos o juegos supera o no una línea.'],
  'both-teams-to-score': ['Ambos equipos marcan', 'Una apuesta a que cada equipo marca al menos una vez.'],
  outright: ['Apuesta a largo plazo', 'Una apuesta al ganador de un torneo o de una temporada.'],
  'asian-handicap': [
    'Hándicap asiático',
    'Un hándicap con líneas enteras, medias o de cuarto que elimina el empate; las líneas enteras pueden devolverse.',
  ],
  'quarter-line': [
    'Línea de cuarto',
    'Un hándicap o total terminado en .25 o .75: el importe se reparte entre las dos líneas vecinas.',
  ],
  'draw-no-bet': [
    'Empate, apuesta anulada',
    'Una apuesta a la victoria de un equipo en la que el empate devuelve el importe.',
  ],
  'decimal-odds': ['Cuotas decimales', 'Cuotas como 2.50: el pago por unidad apostada, incluido el importe.'],
  'fractional-odds': [
    'Cuotas fraccionarias',
    'Cuotas británicas como 3/2: el beneficio por unidad apostada, sin el importe.',
  ],
  'american-odds': [
    'Cuotas americanas',
    'Cuotas como +150 o −200: el beneficio sobre 100, o el importe necesario para ganar 100.',
  ],
  margin: [
    'Margen',
    'La ventaja incorporada del operador: cuánto superan el 100 % las probabilidades implícitas de un mercado.',
  ],
  'implied-probability': [
    'Probabilidad implícita',
    'La probabilidad que sugiere la cuota: 1 dividido entre la cuota decimal; 2.00 es un 50 %.',
  ],
  stake: ['Importe', 'La cantidad que apuesta. En un sistema se reparte por igual entre las líneas.'],
  bankroll: [
    'Banca',
    'El dinero que reserva para apostar. Una banca fija e importes pequeños ayudan a que apostar siga siendo un pasatiempo.',
  ],
  'cash-out': [
    'Cash out',
    'Liquidar antes de tiempo una apuesta abierta por la cantidad que el operador ofrece ahora.',
  ],
  'value-bet': [
    'Apuesta de valor',
    'Una apuesta cuya cuota es mayor de lo que justificaría la probabilidad real del resultado.',
  ],
  'possible-win': [
    'Ganancia posible',
    'El pago que daría la apuesta si ganan todas sus selecciones, mostrado antes de confirmar.',
  ],
};
