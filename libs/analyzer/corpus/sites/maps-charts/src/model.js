import * as THREE from 'three'

/** Renders a spinning buoy (cylinder + cone) with three.js into el. */
export function drawModel(el) {
  const width = 400, height = 300
  const scene = new THREE.Scene()
  scene.background = new THREE.Color(0xeef4f7)
  const camera = new THREE.PerspectiveCamera(45, width / height, 0.1, 100)
  camera.position.set(0, 1.5, 6)
  const renderer = new THREE.WebGLRenderer({ antialias: true })
  renderer.setSize(width, height)
  el.appendChild(renderer.domElement)
  const buoy = new THREE.Group()
  buoy.add(new THREE.Mesh(new THREE.CylinderGeometry(1, 1, 1.2, 32), new THREE.MeshStandardMaterial({ color: 0xf1c40f })))
  const top = new THREE.Mesh(new THREE.ConeGeometry(0.5, 1.2, 32), new THREE.MeshStandardMaterial({ color: 0xc0392b }))
  top.position.y = 1.2
  buoy.add(top)
  scene.add(buoy)
  scene.add(new THREE.AmbientLight(0xffffff, 0.6))
  const sun = new THREE.DirectionalLight(0xffffff, 1.2)
  sun.position.set(3, 5, 4)
  scene.add(sun)
  renderer.setAnimationLoop(() => {
    buoy.rotation.y += 0.01
    renderer.render(scene, camera)
  })
}
