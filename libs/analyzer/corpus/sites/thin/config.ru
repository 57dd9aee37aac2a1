# The thin corpus site (round 37): a Rack application served by Thin 1.8.1 (`thin start -R config.ru`).
class PumpStatus
  PAGE = <<~HTML
    <!doctype html>
    <html lang="en">
    <head><meta charset="utf-8"><title>Pump station status</title></head>
    <body><h1>Pump station P-12</h1><p>All pumps running. Pressure 3.4 bar.</p></body>
    </html>
  HTML

  def call(_env)
    [200, { "Content-Type" => "text/html; charset=utf-8" }, [PAGE]]
  end
end

run PumpStatus.new
