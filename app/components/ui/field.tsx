// Labelled form fields: each input gets a real <label> (never a placeholder alone). A field with
// an `error` is marked invalid and names its message (aria-describedby), shown under it (issue #14).
import { useId, type ComponentProps, type ReactNode } from "react";
import { cn } from "~/lib/cn";

// 44 px tall on a phone (issue #27), like the buttons: a select was 36 px.
export const inputClass =
  "w-full max-md:min-h-11 pointer-coarse:min-h-11 rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 focus:border-emerald-600 disabled:opacity-60 aria-invalid:border-red-600 aria-invalid:ring-1 aria-invalid:ring-red-600";

/**
 * Characters shown in the order they were typed (issue #15): `unicode-bidi: bidi-override`
 * (app.css). Arabic-Indic digits are right-to-left numbers to the bidi algorithm, so
 * `٢٢ ١٢ ٣٤ ٥٦` typed into a left-to-right field showed as `٥٦ ٣٤ ١٢ ٢٢`, its pairs reversed,
 * even though the server read it right. A phone number has no letters, so nothing else changes;
 * CSS alone, so it holds without JavaScript.
 */
export const TYPED_ORDER_CLASS = "typed-order";

interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  /** A problem with the value, shown under the field; the control is then aria-invalid. */
  error?: string | null;
  className?: string;
}

/** The ids and attributes that tie a control to its hint and error. */
function useDescribedControl(error: FieldProps["error"], hint: ReactNode, describedBy?: string) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const ids = [errorId, hintId, describedBy].filter(Boolean).join(" ");
  return {
    id,
    hintId,
    errorId,
    controlProps: {
      id,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": ids || undefined,
    },
  };
}

function Field({
  label,
  hint,
  hintId,
  error,
  errorId,
  className,
  children,
}: Omit<FieldProps, "label"> & {
  label: ReactNode;
  hintId?: string;
  errorId?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn("space-y-1", className)}>
      {label}
      {children}
      {error ? (
        <p id={errorId} className="text-sm font-bold text-red-700" dir="auto">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

function Label({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-bold text-slate-800">
      {children}
    </label>
  );
}

export function TextField({
  label,
  hint,
  error,
  className,
  typedOrder = false,
  "aria-describedby": describedBy,
  ...props
}: FieldProps &
  Omit<ComponentProps<"input">, "className"> & {
    /** Show what is typed in typed order (TYPED_ORDER_CLASS); always so for type="tel". */
    typedOrder?: boolean;
  }) {
  const { id, hintId, errorId, controlProps } = useDescribedControl(error, hint, describedBy);
  // A password is typed left to right whatever the page's direction (issue #15): its hidden
  // characters then fill in from where the caret starts, as on every other site's password field.
  const dir = props.dir ?? (props.type === "password" ? "ltr" : undefined);
  return (
    <Field
      label={<Label htmlFor={id}>{label}</Label>}
      hint={hint}
      hintId={hintId}
      error={error}
      errorId={errorId}
      className={className}
    >
      <input
        className={cn(inputClass, (typedOrder || props.type === "tel") && TYPED_ORDER_CLASS)}
        {...controlProps}
        {...props}
        dir={dir}
      />
    </Field>
  );
}

export function TextAreaField({
  label,
  hint,
  error,
  className,
  "aria-describedby": describedBy,
  ...props
}: FieldProps & Omit<ComponentProps<"textarea">, "className">) {
  const { id, hintId, errorId, controlProps } = useDescribedControl(error, hint, describedBy);
  return (
    <Field
      label={<Label htmlFor={id}>{label}</Label>}
      hint={hint}
      hintId={hintId}
      error={error}
      errorId={errorId}
      className={className}
    >
      <textarea rows={3} className={inputClass} {...controlProps} {...props} />
    </Field>
  );
}

export function SelectField({
  label,
  hint,
  error,
  className,
  options,
  "aria-describedby": describedBy,
  ...props
}: FieldProps &
  Omit<ComponentProps<"select">, "className"> & { options: { value: string; label: string }[] }) {
  const { id, hintId, errorId, controlProps } = useDescribedControl(error, hint, describedBy);
  return (
    <Field
      label={<Label htmlFor={id}>{label}</Label>}
      hint={hint}
      hintId={hintId}
      error={error}
      errorId={errorId}
      className={className}
    >
      <select className={inputClass} {...controlProps} {...props}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
