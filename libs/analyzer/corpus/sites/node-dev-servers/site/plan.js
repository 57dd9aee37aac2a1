document.querySelectorAll("li").forEach(function (li, i) { li.dataset.day = String(i + 1); });
