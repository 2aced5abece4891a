// hello: a label centred with constraints. `q` quits.
import ExampleHost
import Layout

final class HelloScreen: ViewController {
    let greeting = Label(text: "Hello, terminal!", style: Style(attributes: [.bold]))
    let hint = Label(text: "press q to quit")

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(greeting)
        view.addSubview(hint)
        greeting.snp.makeConstraints { $0.center.equalToSuperview() }
        hint.snp.makeConstraints {
            $0.top.equalTo(greeting.snp.bottom).offset(1)
            $0.centerX.equalTo(greeting)
        }
    }
}

ExampleHost.run(HelloScreen())
