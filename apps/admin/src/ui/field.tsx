import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

export const inputClass =
  'h-10 w-full rounded-lg border border-ink-600 bg-ink-950/60 px-3 text-sm text-ink-100 placeholder:text-ink-500 focus:border-gold-500 focus:outline-none focus:ring-1 focus:ring-gold-500 disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-danger';

type FrameProps = { label: string; error?: string; hint?: ReactNode; id?: string; className?: string };
/** What the labelled control needs to be tied to its label and its error. */
type ControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  className: string;
};

/** The label above, then the hint or the announced error tied to the control by aria-describedby. */
function FieldFrame({
  label,
  error,
  hint,
  id,
  className = '',
  control,
}: FrameProps & { control: (props: ControlProps) => ReactNode }) {
  const fallbackId = useId();
  const controlId = id ?? fallbackId;
  const errorId = `${controlId}-error`;
  return (
    <div className={className}>
      <label
        htmlFor={controlId}
        className="mb-1 block text-xs font-medium tracking-wide text-ink-300 uppercase"
      >
        {label}
      </label>
      {control({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
        className: inputClass,
      })}
      {hint && !error && <p className="mt-1 text-xs text-ink-300">{hint}</p>}
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-xs text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & FrameProps & { ref?: Ref<HTMLInputElement> };

/** A labelled input whose error is announced and tied to it by aria-describedby. */
export function TextField({ label, error, hint, id, className, ref, ...rest }: TextFieldProps) {
  return (
    <FieldFrame
      label={label}
      error={error}
      hint={hint}
      id={id}
      className={className}
      control={(props) => <input ref={ref} {...props} {...rest} />}
    />
  );
}

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> &
  FrameProps & { ref?: Ref<HTMLSelectElement> };

/** A labelled select whose error is announced and tied to it, like TextField. */
export function SelectField({ label, error, hint, id, className, ref, children, ...rest }: SelectFieldProps) {
  return (
    <FieldFrame
      label={label}
      error={error}
      hint={hint}
      id={id}
      className={className}
      control={(props) => (
        <select ref={ref} {...props} {...rest}>
          {children}
        </select>
      )}
    />
  );
}

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> &
  FrameProps & { ref?: Ref<HTMLTextAreaElement> };

/** A labelled multi-line text box (a reason, a note), its error tied to it like TextField. */
export function TextAreaField({
  label,
  error,
  hint,
  id,
  className,
  ref,
  rows = 3,
  ...rest
}: TextAreaFieldProps) {
  return (
    <FieldFrame
      label={label}
      error={error}
      hint={hint}
      id={id}
      className={className}
      control={(props) => (
        <textarea ref={ref} rows={rows} {...props} className={`${props.className} h-auto py-2`} {...rest} />
      )}
    />
  );
}

/** A checkbox with its label beside it (a form's yes/no setting). */
export function CheckboxField({
  label,
  ref,
  ...rest
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: string; ref?: Ref<HTMLInputElement> }) {
  return (
    <label className="flex items-center gap-2 text-sm text-ink-100">
      <input ref={ref} type="checkbox" className="size-4 accent-gold-500" {...rest} />
      {label}
    </label>
  );
}
