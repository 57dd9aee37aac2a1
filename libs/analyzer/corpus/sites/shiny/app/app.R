# A small Shiny application: pump readings with a slider and a histogram.
library(shiny)

ui <- fluidPage(
  titlePanel("Pump station readings"),
  sidebarLayout(
    sidebarPanel(
      sliderInput("bins", "Number of bins:", min = 5, max = 30, value = 12)
    ),
    mainPanel(
      plotOutput("histogram"),
      textOutput("summary")
    )
  )
)

server <- function(input, output) {
  readings <- c(3.1, 3.4, 2.9, 3.8, 4.2, 3.3, 3.0, 3.6, 3.9, 4.4, 3.2, 3.5)
  output$histogram <- renderPlot({
    hist(readings, breaks = input$bins, col = "#0b3d91", border = "white", main = "Pressure (bar)")
  })
  output$summary <- renderText(sprintf("%d readings, mean %.2f bar", length(readings), mean(readings)))
}

shinyApp(ui = ui, server = server)
