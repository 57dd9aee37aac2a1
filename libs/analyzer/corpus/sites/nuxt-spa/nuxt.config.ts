export default defineNuxtConfig({ ssr: false, telemetry: false, devtools: { enabled: false } })
