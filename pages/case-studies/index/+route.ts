export default '/case-studies'
