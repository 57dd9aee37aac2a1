# The puma corpus site (round 37): a Rack application served by Puma 5.6.5 (`puma -b tcp://127.0.0.1:18642`) whose
# front page fails: an exception no middleware rescues reaches Puma, which answers with its own low-level error page.
class PumpStatus
  def call(_env)
    raise KeyError, "no reading for pump P-12"
  end
end

run PumpStatus.new
