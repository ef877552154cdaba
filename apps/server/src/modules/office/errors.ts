import type { FieldProblem, OfficeErrorItem } from '@sb/contracts';
import { DomainError } from '../../http/errors';

/**
 * A form the office refuses: 400 `invalid_personal_data` with one `errors[]` entry per problem,
 * each naming its field and its §8 priority (the page shows at most 3, by priority); `title` is
 * the dictionary key of the field's message.
 */
export function officeValidationError(problems: readonly FieldProblem[]): DomainError {
  const errors: OfficeErrorItem[] = problems.map((p) => ({
    status: '400',
    code: p.code,
    title: p.code,
    detail: `${p.field}: ${p.code}`,
    field: p.field,
    priority: p.priority,
  }));
  return new DomainError(400, 'invalid_personal_data', 'main_error', 'invalid personal data', { errors });
}
