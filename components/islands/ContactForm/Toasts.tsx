import 'react-toastify/ReactToastify.css'
import './toasts.css'
import { Slide, ToastContainer, toast } from 'react-toastify/unstyled'

/**
 * The toasts of SPEC §9: bottom-centre, dark, closing after 5 s or on a click, draggable, pausing on
 * hover and when the window loses focus. Loaded with the first message sent, not with the page.
 */
export function ToastHost() {
  return <ToastContainer position="bottom-center" theme="dark" autoClose={5000} closeOnClick draggable pauseOnHover pauseOnFocusLoss transition={Slide} />
}

/** A toast shown before the container has mounted waits for it (react-toastify keeps a queue). */
export function showSuccess(message: string): void {
  toast.success(message)
}
