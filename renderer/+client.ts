// The only script every page loads: it finds the islands in the HTML and hydrates each one.
import { hydrateIslands } from '../components/islands/hydrate'

hydrateIslands()
