/** Spec §2 payment/create-request steps (route-table CREATE_REQUEST_STEPS). */
export type RequestStep = 'topic' | 'transaction' | 'subtopic';

export interface TopicInfo {
  needsPayment: boolean;
  subtopics: readonly string[];
}
export type Topics = Readonly<Record<string, TopicInfo>>;

/** What the player chose so far; the page URL keeps it (?topic=…&payment=…). */
export interface RequestDraft {
  topic: string | null;
  paymentId: string | null;
}

/** The steps of a topic: the transaction step only when the topic is about one payment. */
export function stepsOf(topic: TopicInfo | undefined): RequestStep[] {
  return topic?.needsPayment ? ['topic', 'transaction', 'subtopic'] : ['topic', 'subtopic'];
}

/**
 * The step the player may see: a later step whose earlier choice is missing goes back to the
 * step that asks for it (a shared or reloaded URL never shows a form that cannot be sent).
 */
export function reachableStep(wanted: RequestStep, draft: RequestDraft, topics: Topics): RequestStep {
  const topic = draft.topic ? topics[draft.topic] : undefined;
  if (wanted === 'topic' || !topic) return 'topic';
  if (!topic.needsPayment) return 'subtopic';
  if (wanted === 'transaction' || !draft.paymentId) return 'transaction';
  return 'subtopic';
}

export function nextStep(current: RequestStep, topic: TopicInfo | undefined): RequestStep | null {
  const steps = stepsOf(topic);
  return steps[steps.indexOf(current) + 1] ?? null;
}

export function previousStep(current: RequestStep, topic: TopicInfo | undefined): RequestStep | null {
  const steps = stepsOf(topic);
  const i = steps.indexOf(current);
  return i > 0 ? (steps[i - 1] ?? null) : null;
}

export function draftSearch(draft: RequestDraft): string {
  const q = new URLSearchParams();
  if (draft.topic) q.set('topic', draft.topic);
  if (draft.paymentId) q.set('payment', draft.paymentId);
  const s = q.toString();
  return s ? `?${s}` : '';
}
