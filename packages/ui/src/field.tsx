// Labelled form controls: the label above, then the hint or the announced error (role="alert"), tied
// to the control by aria-describedby. An error may be a catalogue key (a zod issue from the contract)
// or a text already in words; a key is put into words here.
// The member app draws its text field as a box that can hold an icon and a show/hide button for a
// password; the console draws a plain compact input (also `inputClass`, for its search boxes).
import {
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { useTranslation } from 'react-i18next';
import { EyeIcon, EyeOffIcon } from './icons.tsx';
import { useLook, type Look } from './look.tsx';

export const inputClass =
  'h-10 w-full rounded-lg border border-ink-600 bg-ink-950/60 px-3 text-sm text-ink-100 placeholder:text-ink-500 focus:border-gold-500 focus:outline-none focus:ring-1 focus:ring-gold-500 disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-danger';

const frames: Record<Look, { label: string; hint: string; error: string }> = {
  member: {
    label: 'mb-1.5 block text-sm font-medium text-ink-200',
    hint: 'mt-1 text-xs text-ink-300',
    error: 'mt-1.5 text-sm text-danger',
  },
  console: {
    label: 'mb-1 block text-xs font-medium tracking-wide text-ink-300 uppercase',
    hint: 'mt-1 text-xs text-ink-300',
    error: 'mt-1 text-xs text-danger',
  },
};

type FrameProps = { label: string; error?: string; hint?: ReactNode; id?: string; className?: string };
/** What the labelled control needs to be tied to its label, its hint and its error. */
type ControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  className: string;
};

function FieldFrame({
  label,
  error,
  hint,
  id,
  className = '',
  control,
}: FrameProps & { control: (props: ControlProps) => ReactNode }) {
  const { t, i18n } = useTranslation();
  const frame = frames[useLook()];
  const fallbackId = useId();
  const controlId = id ?? fallbackId;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  const showsHint = Boolean(hint) && !error;
  const describedBy = error ? errorId : showsHint ? hintId : undefined;
  return (
    <div className={className}>
      <label htmlFor={controlId} className={frame.label}>
        {label}
      </label>
      {control({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        className: inputClass,
      })}
      {showsHint ? (
        <p id={hintId} className={frame.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className={frame.error}>
          {i18n.exists(error) ? t(error) : error}
        </p>
      ) : null}
    </div>
  );
}

/** The frame's props apart from the control's own. */
function splitFrame<T extends FrameProps>({ label, error, hint, id, className, ...control }: T) {
  return [{ label, error, hint, id, className }, control] as const;
}

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> &
  FrameProps & {
    /** member app: a mark inside the box, before the text */
    icon?: ReactNode;
    /** a password with a show / hide button (member app) */
    revealable?: boolean;
    ref?: Ref<HTMLInputElement>;
  };

/** A labelled text input whose error is announced and tied to it. */
export function TextField({ icon, revealable = false, type = 'text', ref, ...props }: TextFieldProps) {
  const look = useLook();
  const [isRevealed, setIsRevealed] = useState(false);
  const inputType = revealable ? (isRevealed ? 'text' : 'password') : type;
  const [frame, rest] = splitFrame(props);
  return (
    <FieldFrame
      {...frame}
      control={(control) =>
        look === 'console' ? (
          <input ref={ref} type={inputType} {...control} {...rest} />
        ) : (
          <div
            className={`flex items-center gap-2 rounded-xl bg-ink-950/60 px-3 ring-1 transition focus-within:ring-2 ${
              frame.error
                ? 'ring-danger/80 focus-within:ring-danger'
                : 'ring-ink-600 focus-within:ring-gold-500'
            }`}
          >
            {icon ? <span className="text-lg text-ink-300">{icon}</span> : null}
            <input
              ref={ref}
              type={inputType}
              {...control}
              className="min-h-12 w-full min-w-0 bg-transparent text-base text-ink-100 placeholder:text-ink-500 focus:outline-none"
              {...rest}
            />
            {revealable ? (
              <RevealButton
                field={frame.label}
                isRevealed={isRevealed}
                onToggle={() => setIsRevealed((v) => !v)}
              />
            ) : null}
          </div>
        )
      }
    />
  );
}

function RevealButton({
  field,
  isRevealed,
  onToggle,
}: {
  field: string;
  isRevealed: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-label={t(isRevealed ? 'common.hide_password' : 'common.show_password', { field })}
      aria-pressed={isRevealed}
      className="-mr-1 flex size-10 shrink-0 items-center justify-center rounded-lg text-xl text-ink-300 hover:text-gold-400 focus-visible:outline-2 focus-visible:outline-gold-400"
    >
      {isRevealed ? <EyeOffIcon /> : <EyeIcon />}
    </button>
  );
}

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> &
  FrameProps & { ref?: Ref<HTMLSelectElement> };

/** A labelled select whose error is announced and tied to it, like TextField. */
export function SelectField({ ref, children, ...props }: SelectFieldProps) {
  const [frame, rest] = splitFrame(props);
  return (
    <FieldFrame
      {...frame}
      control={(control) => (
        <select ref={ref} {...control} {...rest}>
          {children}
        </select>
      )}
    />
  );
}

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> &
  FrameProps & { ref?: Ref<HTMLTextAreaElement> };

/** A labelled multi-line text box (a reason, a note), its error tied to it like TextField. */
export function TextAreaField({ ref, rows = 3, ...props }: TextAreaFieldProps) {
  const [frame, rest] = splitFrame(props);
  return (
    <FieldFrame
      {...frame}
      control={(control) => (
        <textarea
          ref={ref}
          rows={rows}
          {...control}
          className={`${control.className} h-auto py-2`}
          {...rest}
        />
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
