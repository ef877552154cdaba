import type { PageTexts } from '../index';

/** Spanish translation of the English documents (seed/en), keyed kind/slug: title, summary, body. */
export const pagesEs: PageTexts = {
  'info/about': [
    'Quiénes somos',
    'Quiénes somos y qué ofrece el sitio.',
    `Gestionamos un sitio de apuestas deportivas y casino para adultos. Puede apostar antes del partido y en directo, jugar al casino, seguir resultados y estadísticas y gestionar su dinero y sus límites en su área personal.

## Lo que defendemos
- Reglas claras: cada tipo de apuesta se liquida exactamente como se describe en las [reglas de apuestas](/information/rules).
- Dinero bien gestionado: su saldo está separado de nuestros fondos operativos y cada movimiento queda registrado.
- Control para el jugador: límites de depósito, pérdidas y sesión, pausas y autoexclusión disponibles en todas las cuentas.

## Idiomas y regiones
El sitio está disponible en ocho idiomas. Algunos productos y métodos de pago dependen de su país.`,
  ],
  'info/contacts': [
    'Contacto',
    'Cómo contactar con nuestro equipo de soporte.',
    `Nuestro equipo de soporte responde todos los días, a cualquier hora.

## Canales de soporte
- **Chat en directo**: el botón de soporte al pie de cada página abre un chat cuando hay un asesor conectado.
- **Devolución de llamada**: los jugadores con sesión iniciada pueden pedir que les llamemos desde el mismo botón.
- **Formulario de correo**: escríbanos desde el botón de soporte; respondemos por correo, normalmente en 24 horas.
- **Área personal**: la [sección de soporte](/office/support) guarda sus conversaciones, y las [solicitudes de pago](/office/payment/requests) siguen las dudas sobre un depósito o retiro.

## Antes de escribir
Indique su número de cuenta y, si se trata de una apuesta, el número de boleto. Nunca le pediremos su contraseña.`,
  ],
  'info/howbet': [
    'Cómo apostar',
    'Una apuesta en cuatro pasos.',
    `## 1. Elija un resultado
Abra un deporte en la sección de apuestas o en directo y haga clic en la cuota del resultado que espera. Se añade a su boleto.

## 2. Elija el tipo de apuesta
Con una selección hace una apuesta simple. Con varias puede elegir una combinada, un sistema u otro [tipo de boleto](/information/rules/sports/coupon-types).

## 3. Introduzca el importe
Escriba el importe o use los botones rápidos. El boleto muestra la cuota total y la ganancia posible antes de confirmar.

## 4. Confirme
Pulse el botón de apostar. Si las cuotas cambiaron entretanto, el boleto aplica su ajuste: aceptar cualquier cambio, aceptar solo subidas o preguntarle de nuevo.

Sus apuestas abiertas y liquidadas están en el [historial de apuestas](/office/history). Pruebe la [calculadora de apuestas](/information/betting-calculator) para ver cómo paga cada tipo.`,
  ],
  'info/payment': [
    'Pagos',
    'Depósitos y retiros: métodos, plazos y reglas.',
    `## Depósitos
Abra [Depositar](/office/recharge) en su área personal y elija un método y un importe. El depósito se acredita en cuanto el proveedor de pagos lo confirma. Los depósitos pasan por sus límites de juego responsable: se rechaza un depósito que supere su límite.

## Retiros
Abra [Retirar](/office/deduce). El retiro vuelve a un método con el que depositó, si el método lo permite. Nuestro equipo de pagos revisa las solicitudes; el importe queda reservado de su saldo mientras la solicitud está abierta y vuelve a él si se rechaza.

## Reglas
- Depósitos y retiros solo en la moneda de la cuenta.
- Podemos pedirle que verifique su identidad antes de un retiro (vea la [política KYC](/information/kycpolicy)).
- Dudas sobre un pago concreto: abra una [solicitud de pago](/office/payment/requests).`,
  ],
  'info/cookies': [
    'Política de cookies',
    'Qué cookies usamos y cómo elegir.',
    `Las cookies son pequeños archivos que su navegador guarda para un sitio. Dividimos las nuestras en tres grupos y usted decide cuáles podemos usar.

## Necesarias
Mantienen su sesión, recuerdan su idioma y protegen los formularios contra falsificaciones. El sitio no funciona sin ellas.

## Funcionales
Recuerdan sus preferencias: formato de cuotas, zona horaria, reloj de 12 horas, paneles laterales ocultos y tamaño de ventana.

## De marketing
Miden qué campañas trajeron visitas y registros. Recogemos estas estadísticas nosotros mismos y no las compartimos con redes publicitarias.

## Su elección
El aviso de cookies ofrece todas, solo las necesarias o un grupo. Puede cambiar su elección cuando quiera en la configuración de cookies; los jugadores con sesión la conservan en todos sus dispositivos.`,
  ],
  'info/consent': [
    'Privacidad y consentimiento',
    'Qué datos personales tratamos y por qué.',
    `## Qué recogemos
Los datos de su cuenta (nombre, fecha de nacimiento, correo, teléfono), registros de pagos, apuestas y actividad de juego, y datos técnicos de su dispositivo y conexión.

## Para qué
- Para gestionar su cuenta, sus apuestas y sus pagos.
- Para cumplir obligaciones legales: verificación de edad e identidad, controles contra el blanqueo de capitales, juego responsable.
- Para proteger las cuentas contra el fraude.
- Solo con su consentimiento: mensajes y estadísticas de marketing.

## Sus derechos
Puede consultar, corregir y exportar sus datos, retirar un consentimiento y pedirnos que borremos los datos que la ley no nos obliga a conservar. Escriba a soporte desde la página de [contacto](/information/contacts).

## Cuánto tiempo
Los registros de cuenta y pagos, lo que exija la ley tras el cierre de la cuenta; los de marketing, hasta que retire el consentimiento.`,
  ],
  'info/licenses': [
    'Licencias',
    'La base legal de nuestros servicios de juego.',
    `Ofrecemos servicios de juego solo donde nuestra licencia y la ley local lo permiten. Algunos productos, métodos de pago y bonos no están disponibles en todos los países, y bloqueamos el acceso desde los países donde no podemos operar.

## Lo que nos exige la licencia
- Los jugadores deben ser mayores de edad (18 años o la edad local superior).
- Los fondos de los jugadores están protegidos y se concilian a diario.
- Las herramientas de juego responsable están disponibles para todos.
- Las disputas pueden presentarse ante nosotros y, si no se resuelven, ante el regulador (vea [resolución de disputas](/information/disputeresolution)).`,
  ],
  'info/taxation': [
    'Impuestos',
    'Impuestos sobre las ganancias.',
    `Que las ganancias tributen depende de la ley de su país de residencia. No retenemos impuestos salvo que lo exija la ley de un mercado en el que operamos; en ese caso, el importe retenido aparece en la apuesta liquidada y en su historial de transacciones.

Usted es responsable de declarar las ganancias cuando su país lo exija. Su [historial de transacciones](/office/historypay) recoge cada depósito, retiro y pago que pueda necesitar.`,
  ],
  'info/simpleidentification': [
    'Identificación sencilla',
    'Verifique su cuenta en línea en unos minutos.',
    `La identificación sencilla confirma su identidad sin visitar una oficina.

## Pasos
- Escriba su nombre completo y fecha de nacimiento en la [configuración de la cuenta](/office/settings) tal como figuran en su documento.
- Suba una foto de su documento de identidad en [Verificación](/office/verification).
- Si se le pide, añada un selfi con el documento o un justificante de domicilio.

Nuestro equipo revisa los documentos, normalmente en un día laborable. Verá el resultado en su área personal.`,
  ],
  'info/smsbets': [
    'Apuestas por SMS',
    'Hacer una apuesta con un mensaje de texto.',
    `Donde el servicio esté disponible en su país, puede hacer una apuesta simple por SMS desde el número de teléfono confirmado en su cuenta.

## Formato del mensaje
Envíe el número del evento, el código del resultado y el importe separados por espacios, por ejemplo **12345 W1 10**. Recibirá una respuesta con el número de boleto o el motivo del rechazo.

Se aplican las mismas reglas, límites y ajustes de cambio de cuotas que en el sitio. La apuesta por SMS aparece en su [historial de apuestas](/office/history).`,
  ],
  'info/amlkyc': [
    'AML y KYC',
    'Cómo prevenimos el blanqueo de capitales y conocemos a nuestros clientes.',
    `Estamos obligados a saber quiénes son nuestros jugadores (KYC, «conozca a su cliente») y a impedir que nuestros servicios se usen para blanquear dinero (AML).

## Qué significa para usted
- Una cuenta por persona; el nombre de los métodos de pago debe coincidir con el de la cuenta.
- Podemos pedir documentos al registrarse, antes de un retiro o cuando cambia la actividad de la cuenta.
- Los depósitos son para jugar: el dinero depositado y retirado sin apostar puede revisarse.
- Comunicamos las operaciones sospechosas a las autoridades según exige la ley y puede que no podamos informar al jugador.

Consulte nuestra [política AML](/information/amlpolicy) y nuestra [política KYC](/information/kycpolicy).`,
  ],
  'info/amlpolicy': [
    'Política AML',
    'Nuestros controles contra el blanqueo de capitales.',
    `## Principios
- Controles según el riesgo: cuanto mayor la actividad, más verificamos.
- Origen de los fondos: los depósitos grandes o inusuales pueden requerir justificar de dónde procede el dinero.
- Supervisión: los pagos y los patrones de apuesta se vigilan en busca de señales de blanqueo o fraude.
- Conservación: los registros de identidad y de operaciones se guardan al menos cinco años.

## Medidas que podemos tomar
Pedir documentos, retrasar un retiro hasta terminar las comprobaciones, limitar o cerrar una cuenta e informar a la unidad de inteligencia financiera. Los fondos de una cuenta cerrada se devuelven a un método de pago verificado salvo que la ley exija retenerlos.`,
  ],
  'info/kycpolicy': [
    'Política KYC',
    'Qué documentos pedimos y cuándo.',
    `## Documentos
- Identidad: pasaporte, documento nacional de identidad o permiso de conducir, vigente y legible.
- Domicilio: una factura de suministros o un extracto bancario de menos de tres meses.
- Método de pago: una foto de la tarjeta (con los dígitos centrales tapados) o una captura del monedero electrónico.

## Cuándo los pedimos
En el primer retiro, cuando los depósitos alcanzan el umbral de su mercado, cuando los datos de la cuenta no coinciden o cuando lo exige la ley.

## Sus datos
Los documentos se guardan cifrados y solo se usan para la verificación. Empiece en [Verificación](/office/verification).`,
  ],
  'info/disputeresolution': [
    'Resolución de disputas',
    'Qué hacer si no está de acuerdo con una decisión.',
    `## 1. Contacte con soporte
Describa el problema e indique el número de boleto o de pago. La mayoría de las dudas se resuelven en este paso.

## 2. Reclamación formal
Si no queda satisfecho, pida a soporte que registre una reclamación formal. Respondemos por escrito en 14 días con el resultado y los motivos.

## 3. Revisión independiente
Si la reclamación sigue sin resolverse tras nuestra respuesta final, puede remitirla al organismo independiente de resolución de disputas indicado en nuestra licencia. Es gratuito para los jugadores.

Las apuestas se liquidan según las [reglas de apuestas](/information/rules) vigentes cuando se hizo la apuesta.`,
  ],
  'info/responsiblegaming': [
    'Juego responsable',
    'Herramientas para que apostar siga siendo un pasatiempo.',
    `Apostar debe ser entretenimiento, nunca una forma de ganar dinero o de escapar de problemas. Estas herramientas están en [Juego responsable](/office/responsible) de su área personal.

## Límites
- **Límites de depósito** por día, semana y mes. Bajar un límite surte efecto al instante; subirlo, tras un periodo de reflexión de 24 horas y su confirmación.
- **Límite de sesión**: el tiempo máximo que quiere jugar al día, de 1 a 24 horas. Al agotarse, se cierra su sesión hasta el día siguiente.
- **Control de realidad**: un aviso cada 5 a 60 minutos con el tiempo jugado y la opción de seguir o salir.

## Pausas
- **Pausa** de 1, 7 o 30 días.
- **Autoexclusión** de 1 día a 5 años. Empieza de inmediato; no puede iniciar sesión para jugar, no recibe marketing y puede seguir retirando su saldo.

## Señales de alerta
Perseguir pérdidas, apostar más de lo previsto, pedir prestado para apostar u ocultarlo a los demás. Si las reconoce, haga una pausa y hable con un servicio de ayuda profesional de su país.

No aceptamos jugadores menores de 18 años.`,
  ],
  'info/cash_terminals': [
    'Terminales de efectivo',
    'Depositar efectivo en un terminal de pago.',
    `En los mercados con terminales de pago conectados, puede recargar su cuenta en efectivo.

## Cómo
- En el terminal elija el servicio de apuestas e introduzca su número de cuenta.
- Inserte el efectivo y guarde el recibo hasta que el dinero aparezca en su saldo.

Un depósito en terminal se acredita en minutos. El proveedor del terminal puede cobrar una comisión, que se muestra en pantalla antes de pagar. Los depósitos en terminal pasan por sus límites de depósito como cualquier otro.`,
  ],
  'info/betting-calculator': [
    'Calculadora de apuestas',
    'Calcule el pago de cualquier tipo de apuesta.',
    `Elija un tipo de apuesta, añada selecciones con su cuota y su resultado e introduzca el importe. La calculadora liquida la apuesta con las mismas reglas que nuestra liquidación, así que el pago que ve es el que se abonaría.

Los resultados aún desconocidos (no calculado, no iniciado) dejan la apuesta abierta.`,
  ],
  'rule/general': [
    'Reglas generales',
    'Aceptación de apuestas, cambios de cuota, límites y pagos.',
    `## Aceptación
Una apuesta queda aceptada cuando aparece en su historial con un número de boleto. No puede anularse ni cambiarse tras la aceptación, salvo con cash out donde se ofrezca.

## Cambios de cuota
Las cuotas se mueven con el mercado. Si cambian entre su clic y la confirmación, la apuesta se hace según su ajuste: aceptar cualquier cambio, solo subidas o confirmar de nuevo.

## Límites
Cada evento y mercado tiene un importe máximo. El pago máximo de un boleto está limitado; un pago superior se abona por el importe del límite.

## Pagos y redondeo
Los pagos se calculan exactamente a partir de las cuotas y se redondean hacia abajo a la unidad mínima de la moneda una sola vez, al pagar. En un sistema, cada línea se redondea por separado.

## Errores
Las apuestas sobre un error evidente de cuota o sobre un evento ya empezado (en una apuesta previa) se liquidan como devolución a cuota 1.00.`,
  ],
  'rule/bet-statuses': [
    'Estados de la apuesta',
    'Qué paga cada estado de una selección.',
    `Cada selección de un boleto tiene un estado. El estado fija cuánto vale una unidad apostada en ella (d es la cuota):

- **No calculado** y **No iniciado**: el resultado aún no se conoce; el boleto sigue abierto.
- **Ganada**: d.
- **Perdida**: 0.
- **Devuelta** y **Devolución forzada**: 1 — se devuelve el importe; en una combinada la selección cuenta a cuota 1.00.
- **Mitad ganada, mitad devuelta**: (d + 1) / 2. Ejemplo: cuota 1.90 da 1.45.
- **Mitad perdida, mitad devuelta**: 1 / 2 — se devuelve la mitad del importe.
- **Mitad perdida, mitad ganada**: d / 2.

Los estados a medias vienen de los hándicaps y totales asiáticos de cuarto: el importe se reparte entre dos líneas vecinas y cada mitad corre su propia suerte.`,
  ],
  'rule/coupon-types': [
    'Tipos de apuesta y su liquidación',
    'Cómo se liquida cada uno de los diez tipos de boleto.',
    `## Simple
Una selección. Pago = importe × el valor de su estado.

## Combinada
Dos o más selecciones; todas deben ganar. Pago = importe × el producto de los valores. Una selección perdida pierde la combinada; una devuelta cuenta como 1.00. El bono de combinada, donde se aplique, se paga solo si todas las selecciones ganaron.

## Sistema
Un sistema k de n forma todas las combinadas de k selecciones entre n (C(n, k) líneas; por ejemplo, 3 de 4 son 4 líneas). El importe se reparte por igual entre las líneas (redondeado hacia abajo; el resto queda en su saldo). Cada línea se liquida como combinada y los pagos se suman. Las fijas entran en todas las líneas.

## Cadena
Dos o más apuestas simples en orden con un importe unitario. La unidad va a la primera selección; cada pago entra en la caja de la cadena, y la siguiente selección toma de la caja la unidad, o todo lo que quede si hay menos. La cadena termina al agotarse las selecciones o vaciarse la caja; usted recibe la caja. Ejemplo con unidad 3: 2.00 ganada, 1.50 ganada, 2.00 perdida, 3.00 ganada, 1.50 perdida paga 7.50.

## Multiapuesta
Un sistema sobre al menos tres eventos en el que cada línea se multiplica además por un lobby opcional (simple o combinada). Un lobby perdido pierde todas las líneas.

## Apuesta condicional
Bloques (simples o combinadas) en orden, cada uno con su importe. El primer bloque se apuesta desde su saldo; cada siguiente, desde el pago del anterior, nunca por más de ese pago. Lo que un bloque no usa se paga. Un bloque perdido termina la apuesta.

## Antiexprés
Dos o más selecciones; la apuesta gana a su cuota si al menos una selección pierde y pierde si todas ganan. Una selección devuelta sale y la cuota se recalcula para las demás con el mismo margen; si se devuelven todas, se devuelve el importe. Un estado a medias divide el importe en dos mitades, cada una con su propio resultado.

## Lucky
De cuatro a seis selecciones: cada simple y cada combinada de cualquier tamaño — 15, 31 o 63 líneas con el mismo importe.

## Patent
De tres a ocho selecciones, cubiertas como un lucky: con tres, 3 simples, 3 dobles y 1 triple (7 líneas).

## Varias simples
Varias apuestas simples independientes, cada una con su importe. Cada una se liquida por separado y los pagos se suman.`,
  ],
  'rule/terms': [
    'Condiciones de uso',
    'Su cuenta, su dinero y nuestras obligaciones.',
    `## Su cuenta
Debe tener al menos 18 años y puede tener una sola cuenta. Mantenga en secreto sus datos de acceso; las apuestas hechas con ellos son suyas. Sus datos deben ser verdaderos y podemos verificarlos.

## Su dinero
Su saldo se mantiene en la moneda de la cuenta. Solo se aceptan apuestas hasta su saldo. Los retiros siguen las [reglas de pago](/information/payment).

## Bonos
El dinero de bono y sus requisitos de apuesta se describen en cada oferta. Las apuestas con bono siguen las mismas reglas de liquidación.

## Cierre de la cuenta
Puede cerrar su cuenta en cualquier momento a través de soporte; el saldo se paga tras las comprobaciones habituales. Podemos limitar o cerrar una cuenta que incumpla estas condiciones, explicándole los motivos.

## Cambios
Cuando estas condiciones cambian, le mostramos la nueva versión antes de su siguiente apuesta y le pedimos que la acepte.`,
  ],
  'news/cash-out-explained': [
    'Cash out: cobre antes del pitido final',
    'Cómo se calcula la oferta de cash out en simples y combinadas.',
    `Las apuestas abiertas de su historial muestran ahora una oferta de cash out para simples y combinadas.

## Cómo se calcula la oferta
Valoramos su boleto con las cuotas de hoy: las selecciones liquidadas cuentan con su resultado; las abiertas, con la relación entre la cuota que tomó y la actual. De ese valor se descuenta un pequeño margen. La oferta nunca supera el pago máximo del boleto.

## Cuándo no hay oferta
Mientras una selección esté suspendida, haya salido de la oferta o su partido haya empezado, la oferta queda en pausa. Un boleto con una selección perdida no tiene oferta.`,
  ],
  'news/limits-in-your-office': [
    'Fije sus límites en dos clics',
    'Los límites de depósito, de sesión y el control de realidad, ahora en un solo lugar.',
    `La sección Juego responsable de su área personal reúne ahora todos los límites: depósitos por día, semana y mes, un límite diario de sesión, avisos de control de realidad, pausas y autoexclusión.

Bajar un límite surte efecto al instante. Subirlo espera 24 horas y después pide su confirmación, para que una decisión tomada en el calor del partido pueda reconsiderarse. [Abrir mis límites](/office/responsible).`,
  ],
  'news/betting-calculator-launch': [
    'Novedad: una calculadora para cada tipo de apuesta',
    'Compruebe cómo paga un sistema, una cadena o un antiexprés antes de apostar.',
    `La nueva [calculadora de apuestas](/information/betting-calculator) liquida cualquiera de nuestros diez tipos de apuesta con las mismas reglas que la liquidación real. Añada selecciones, fije sus cuotas y resultados, introduzca un importe y vea el pago y el beneficio.

Es una buena forma de entender las líneas asiáticas a medio ganar o cómo una cadena lleva el dinero de una selección a la siguiente.`,
  ],
  'news/site-in-eight-languages': [
    'El sitio ya habla ocho idiomas',
    'Llega el árabe, con diseño de derecha a izquierda.',
    `El sitio está disponible en inglés, ruso, alemán, español, portugués, turco, ucraniano y árabe. La versión árabe se muestra de derecha a izquierda. Su elección de idioma se recuerda para la próxima visita.`,
  ],
  'awards/betting-awards': [
    'Premios de apuestas',
    'Los reconocimientos de nuestras apuestas deportivas y cómo los ganamos.',
    `No compramos premios. Esto es lo que trabajamos cada temporada:

## Una liquidación que puede comprobar
Cada tipo de apuesta se liquida con reglas publicadas, y la [calculadora de apuestas](/information/betting-calculator) muestra los mismos números que paga nuestra liquidación.

## Pagos rápidos
Los retiros se revisan cada día; la mayoría se paga el mismo día una vez verificada la cuenta.

## Protección del jugador
Límites, control de realidad, pausas y autoexclusión están al alcance de cada jugador sin pedirlo a soporte.

Cuando los jurados del sector reconozcan este trabajo, encontrará aquí los premios con el año y la categoría.`,
  ],
  'app/mobile': [
    'Aplicación móvil',
    'El sitio como aplicación en su teléfono.',
    `Nuestro sitio se instala como aplicación en Android e iPhone directamente desde el navegador, sin tienda y sin descargar un archivo aparte.

## Android (Chrome, Edge, Samsung Internet)
Pulse **Instalar** en esta página cuando aparezca el botón, o elija «Añadir a la pantalla de inicio» en el menú del navegador.

## iPhone y iPad (Safari)
Toque el botón Compartir y luego «Añadir a pantalla de inicio».

## Qué obtiene
Una aplicación a pantalla completa con su propio icono, arranque rápido y la misma cuenta, saldo y apuestas que en el sitio. Las actualizaciones llegan solas.`,
  ],
  'app/desktop': [
    'Aplicación de escritorio',
    'El sitio en su propia ventana en Windows, macOS y Linux.',
    `Instale el sitio como aplicación de escritorio desde Chrome o Edge: pulse **Instalar** en esta página cuando aparezca el botón, o use el icono de instalación al final de la barra de direcciones.

La aplicación se abre en su propia ventana, arranca desde el menú Inicio, el Dock o el lanzador y siempre usa la versión más reciente del sitio. Puede desinstalarla cuando quiera desde el menú de la aplicación.`,
  ],
  'seo/line': [
    'Apuestas deportivas',
    '',
    `## Apuestas deportivas en línea
Apueste al fútbol, tenis, baloncesto, hockey sobre hielo y decenas de deportes más antes del partido y en directo. Elija simples, combinadas, sistemas o cualquiera de los diez tipos de apuesta, y compruebe el pago en la [calculadora de apuestas](/information/betting-calculator) antes de confirmar.`,
  ],
  'seo/casino': [
    'Casino en línea',
    '',
    `## Juegos de casino
Tragaperras, crupieres en vivo, juegos de cartas y de mesa de proveedores con licencia. Cada juego muestra sus reglas y su retorno al jugador; sus límites se aplican también al casino.`,
  ],
};
