<?php
$rooms = [['Aurora', 8, true], ['Borealis', 4, false], ['Cirrus', 12, true]];
?><!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Meeting rooms</title>
</head>
<body>
<h1>Meeting rooms</h1>
<ul>
<?php foreach ($rooms as [$name, $seats, $free]): ?>
<li><?= htmlspecialchars($name) ?> — <?= $seats ?> seats<?= $free ? ' (free)' : '' ?></li>
<?php endforeach; ?>
</ul>
</body>
</html>
