protocol LoginViewInput: AnyObject {}
protocol LoginViewOutput: AnyObject {}
protocol LoginInteractorInput: AnyObject {}
protocol LoginInteractorOutputProtocol: AnyObject {}
