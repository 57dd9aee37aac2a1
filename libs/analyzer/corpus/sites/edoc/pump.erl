%% @author Field team
%% @copyright 2026 Field team
%% @version 2.3
%% @doc Reading a pump station's pressure meter.
%%
%% The meter reads the pressure of a station, in bar.
-module(pump).
-export([read/1, alarm/2]).

%% @doc Reads the current pressure of `Station', in bar.
-spec read(Station :: atom()) -> float().
read(_Station) -> 3.9.

%% @doc Whether `Pressure' is above the station's limit.
-spec alarm(Station :: atom(), Pressure :: float()) -> boolean().
alarm(north, Pressure) -> Pressure > 4.5;
alarm(_Station, Pressure) -> Pressure > 4.0.
