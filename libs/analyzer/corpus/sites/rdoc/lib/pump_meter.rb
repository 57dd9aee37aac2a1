# = Pump meter
#
# Running totals of one sensor's readings at a pump station.
module PumpMeter
  # A meter for one sensor.
  class Meter
    # The sensor's name.
    attr_reader :name

    # Creates a meter for +name+; readings above +limit+ are out of range.
    def initialize(name, limit)
      @name = name
      @limit = limit
      @readings = []
    end

    # Records one reading; returns true when it is above the limit.
    def record(value)
      @readings << value
      value > @limit
    end

    # The average of the readings so far, or 0 without readings.
    def average
      @readings.empty? ? 0 : @readings.sum / @readings.size.to_f
    end
  end
end
