// Types Vike's pageContext carries in this project.
declare global {
  namespace Vike {
    interface PageContext {
      Page?: () => React.JSX.Element
    }
  }
}

export {}
