import type { ReactNode } from 'react'
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form'
import styles from './Forms.module.css'

interface FieldProps {
  id: string
  label: ReactNode
  registration: UseFormRegisterReturn
  error?: FieldError | undefined
  /** Text after the label marking a required field, e.g. "(required)". */
  requiredMark?: string | undefined
}

/** The message under a field, tied to it with aria-describedby. */
function ErrorText({ id, error }: { id: string; error?: FieldError | undefined }) {
  return error?.message ? (
    <p id={`${id}-error`} className={styles.error}>
      {error.message}
    </p>
  ) : null
}

function a11y(id: string, error: FieldError | undefined, required: boolean) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    'aria-required': required ? true : undefined,
  } as const
}

/** A labelled text input or textarea with its validation message. */
export function TextField({ multiline = false, type = 'text', autoComplete, ...props }: FieldProps & { multiline?: boolean; type?: 'text' | 'email'; autoComplete?: string }) {
  const { id, label, registration, error, requiredMark } = props
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {requiredMark ? <span className={styles.required}> {requiredMark}</span> : null}
      </label>
      {multiline ? (
        <textarea id={id} rows={6} className={styles.input} {...registration} {...a11y(id, error, Boolean(requiredMark))} />
      ) : (
        <input id={id} type={type} autoComplete={autoComplete} className={styles.input} {...registration} {...a11y(id, error, Boolean(requiredMark))} />
      )}
      <ErrorText id={id} error={error} />
    </div>
  )
}

/** A checkbox with its label beside it and its validation message under it. */
export function CheckboxField({ id, label, registration, error, requiredMark }: FieldProps) {
  return (
    <div className={styles.field}>
      <div className={styles.check}>
        <input id={id} type="checkbox" className={styles.checkbox} {...registration} {...a11y(id, error, Boolean(requiredMark))} />
        <label htmlFor={id}>
          {label}
          {requiredMark ? <span className={styles.required}> {requiredMark}</span> : null}
        </label>
      </div>
      <ErrorText id={id} error={error} />
    </div>
  )
}
