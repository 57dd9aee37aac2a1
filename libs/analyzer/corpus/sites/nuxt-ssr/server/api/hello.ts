export default defineEventHandler(() => {
  return { message: `Rendered on the server at ${new Date().toISOString()}` }
})
