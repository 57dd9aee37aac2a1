(** Reading a pump station's pressure meter.

    The meter reads the pressure of a station, in bar.
    @author Field team
    @version 2.3 *)

(** A pressure meter of one station. *)
type meter = {
  station : string;  (** the station's name *)
  limit : float;  (** the alarm threshold, in bar *)
}

(** Reads the current pressure, in bar. *)
let read (_ : meter) = 3.9

(** Whether [pressure] is above the station's limit. *)
let alarm m pressure = pressure > m.limit
