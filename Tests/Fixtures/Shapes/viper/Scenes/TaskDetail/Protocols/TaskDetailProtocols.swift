// A module whose protocols all end in `Protocol`, in its own `Protocols/` folder.
protocol TaskDetailViewProtocol: AnyObject { func show(title: String) }
protocol TaskDetailPresenterProtocol: AnyObject { func didPickCategory(at index: Int) }
protocol TaskDetailInteractorInputProtocol: AnyObject { func editTask(categoryIndex: Int) }
protocol TaskDetailInteractorOutputProtocol: AnyObject { func didEditTask(category: String) }
