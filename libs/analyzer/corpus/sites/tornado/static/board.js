setInterval(function(){document.title="Departures - "+new Date().toLocaleTimeString()},30000);
