import { useId } from 'react'
import form from '../forms/InlineForm.module.css'
import styles from './SubscribeForm.module.css'

export interface SubscribeFormProps {
  emailLabel: string
  placeholder: string
  button: string
  /** Said after the button is pressed. */
  notice: string
}

/**
 * A subscribe box that sends nothing: pressing the button or Enter is cancelled and a short note
 * says so (`enhance.ts`, no React). The button is drawn working; a press before the script runs
 * goes nowhere (`method="dialog"`) and is made again once it does. Without script no button is
 * offered.
 */
export default function SubscribeForm({ emailLabel, placeholder, button }: SubscribeFormProps) {
  const id = useId()
  return (
    <form className={form.form} method="dialog" noValidate>
      <label htmlFor={`${id}email`} className={form.label}>
        {emailLabel}
      </label>
      <div className={form.row}>
        <input id={`${id}email`} className={form.input} type="email" name="email" autoComplete="email" placeholder={placeholder} />
        <button className={form.button} type="submit">
          {button}
        </button>
      </div>
      <p className={styles.notice} role="status" />
    </form>
  )
}
