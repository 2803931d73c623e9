// One page per file in content/legal: /terms-and-conditions, /privacy-policy, /cookie-policy.
export default '/@slug'
