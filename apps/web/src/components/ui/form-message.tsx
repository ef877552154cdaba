/** A form-level error (role=alert: read out when it appears) or success note (role=status). */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className="notice notice--error" role="alert">
      {message}
    </p>
  );
}

export function FormSuccess({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className="notice notice--success" role="status">
      {message}
    </p>
  );
}
