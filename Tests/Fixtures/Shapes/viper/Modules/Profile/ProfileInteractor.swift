final class ProfileInteractor {}
